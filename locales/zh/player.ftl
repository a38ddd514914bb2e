# 网页播放器：课程上方的栏、目录、读给屏幕阅读器的状态行、播放器周围的网页。

## 栏和目录

player-contents = 目录
player-contents-hover = 课程的各课和你的进度
player-lesson-of = 第 { $at }/{ $n } 课：{ $title }
player-lesson-broken = 这一课无法显示
player-no-lessons = 这个课程没有课。
player-by = 作者 { $author }
player-continue = 从上次停下的地方继续：{ $title }，第 { $step } 步
player-continue-next = 继续下一课：{ $title }
player-all-reached = 所有课程都已学到最后一步。
player-start = 开始课程
player-steps-done = 已完成 { $done }/{ $n } 步
player-unreadable = 无法读取

## 状态行

status-contents = { $course }的目录：已完成 { $done }/{ $n } 课。
status-no-lessons = { $course }没有课。
status-lesson-broken = 课程 { $title } 无法显示。
status-lesson-complete = 本课完成：{ STOP($title) }
status-lesson-end = 本课结束：{ STOP($title) }还有 { $n } 步没有完成。
status-step = { STOP($title) }第 { $at }/{ $n } 步：{ STOP($step) }
status-lesson = { STOP($title) }
status-solved = 解出了。
status-solved-feedback = 解出了。{ $feedback }
status-revealed = 已显示答案。
status-revealed-feedback = 已显示答案。{ $feedback }
status-wrong = 不是这一步。
status-wrong-feedback = 不是这一步。{ $feedback }
status-goal-reached = 达成目标。
status-goal-missed = 没有达成目标：{ $why }。
status-thinking = 电脑正在思考。
status-played = { $side }走了：{ $action }

## 播放器周围的网页（写入发布网站的 HTML）

page-loading = 正在加载{ $title }…
page-cannot-run = 此浏览器无法运行本课程：
page-noscript = 本课程在浏览器中运行：请启用 JavaScript。
