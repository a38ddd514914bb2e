# 学习者界面：棋盘、板块架和操作、课程的步骤、总结。

## 板块架和棋盘下的操作

controls-rack = { $side }的板块架：
controls-rack-troop = { $code } { $troop } ×{ $n }
controls-frozen = 被冻结：{ $troops }
controls-draw = 抽兵
controls-skip = 跳过
controls-refused = 不能这样走：{ $why }
controls-place-chosen = 点一个亮起的地点放下{ $troop }；把指针停在别的地点上可以看到它为什么没亮。
controls-place-chosen-touch = 点亮起的地点放下{ $troop }；点别的地点可看它为什么没亮。
controls-choose-troop = 选一枚板块架上的士兵，棋盘会亮出它能去的地点。
controls-waits = { $effect }在等待回应：在棋盘下方选一项，或者跳过
controls-cannot-go = { $troop }不能放在{ $place }：{ $why }
controls-why-covering = { $troop }（{ $code }）盖不住{ $top }（{ $top_code }）：只有更强的士兵才能盖住敌方士兵
controls-why-connection = 它没有经由{ $side }自己的基地连到{ $side }的总部
controls-why-terrain = 它只接受强度为 { $list } 的士兵
controls-why-own-hq = 它是{ $side }自己的总部
controls-choose-first-fits = 先在板块架上选一枚士兵：{ $troops }可以放在这里
controls-choose-first = 先在板块架上选一枚士兵
controls-none-fits = { $side }板块架上没有士兵能放在这里：{ $why }
controls-rack-empty = { $side }的板块架是空的
controls-prompt-capn = 队长：再从板块架放一枚士兵，或者
controls-prompt = { $effect }:

## 棋盘

board-label = 局面的棋盘
board-empty = 空
board-region = { $region }
    { $n } 枚奖章
board-region-claimed = { $region }
    { $n } 枚奖章，已被{ $side }领取

## 棋盘旁的板块架

rack-empty = 空
rack-face-down = { $n } 枚士兵，背面朝上
rack-troop = { $code } { $troop }
rack-separator = {"、"}
rack-frozen = （被冻结：{ $troops }）

## 课程：标题栏、步骤列表、棋盘

step-kind = { $kind ->
    [explain] 阅读
    [compare] 比较
    [find_move] 找出这一步
    [walkthrough] 逐步演示
   *[practice] 练习
}
step-result = { $result ->
    [unseen] 未打开
    [seen] 已打开
    [skipped] 已跳过
    [revealed] 已看答案
    [done] 完成
    [first_try] 一次解出
   *[solved] 已解出
}
preview-no-steps = 这一课还没有步骤。先在“课程步骤”页加上几步，再回到这里像学习者一样走一遍。
preview-nothing = 没有可显示的内容。
preview-back = 上一步
preview-back-hover = 前一个步骤
preview-back-first = 这是第一步
preview-next = 下一步
preview-finish = 完成
preview-next-skips = 不解这一步直接继续（算作跳过）
preview-finish-hover = 结束本课，看看学得怎么样
preview-next-hover = 下一个步骤
preview-restart = 重来这一步
preview-restart-hover = 从这一步的局面重新开始
preview-summary = 总结
preview-step-of = 第 { $at } 步，共 { $n } 步
preview-done-of = 已完成 { $done }/{ $n }
preview-done-hover = 读过、走完、解出或看过答案的步骤
preview-untitled = 无标题课程
preview-level = { $level ->
    [beginner] 入门
    [intermediate] 中级
   *[advanced] 高级
}
preview-level-by = { $level ->
    [beginner] 入门
    [intermediate] 中级
   *[advanced] 高级
}，作者 { $author }
preview-about = 关于本课
preview-steps = 步骤
preview-step-hover = { $title }
    { $kind }:{ $result }
preview-no-position = 没有可显示的局面：本课的局面无法开始。
preview-game-over = 对局结束：{ $side }获胜
preview-to-act = 轮到{ $side }
preview-medals = 奖章：蓝方 { $blue }/{ $blue_target }，红方 { $red }/{ $red_target }
variation-escape = （按 Esc 回到主线）

## 结束时的总结

summary-complete = 本课完成
summary-end = 本课结束
summary-steps = 你走完了 { $n } 个步骤。
summary-first-try = 一次解出的练习：{ $n }/{ $of }。
summary-later = 多试几次后解出：{ $n }。
summary-revealed = 看过的答案：{ $n }。
summary-skipped = 跳过的步骤：{ $n }。
summary-hints = { $n ->
    [0] 用过的提示：无。
   *[other] 用过的提示：{ $n }。
}
summary-with-hints = { $result }，{ $n } 个提示
summary-unfinished = 还有 { $n } 步没有完成：在下面选一步回去完成。
summary-step-hover = 回到这一步
summary-start-again = 重新开始
summary-start-again-hover = 清除进度，回到第 1 步

## 步骤栏：断言

step-nothing = 这一步没有可显示的内容。
claims-title = { $title }({ $n })
claims-on-board = 棋盘上
claims-after-line = 整条线路之后
claims-after-stage = 这一阶段之后
claims-your-move = 你这一步的结果
claims-solution = 答案的结果
claim-confirmed = 引擎确认了这一点
claim-disputed = 课程这样说，但引擎不同意
claim-expected-found = 引擎预期 { $expected }，实际是 { $found }。
step-broken = 这一步无法开始
step-broken-fix = 请在“局面”或“课程步骤”页修正；预览会随每次修改更新。
step-skip = 跳过这一步
step-skip-hover = 继续下一步
conclusion = 结论

## 阅读和比较

explain-no-text = 这一步还没有文字。
explain-not-on-map = 不在这张地图上，所以没有画出：{ $ids }
compare-no-candidates = 这个比较还没有候选。
compare-candidate = 候选 { $n }
compare-seen = 已看
compare-variations = { $n } 个变化
compare-variations-hover = 显示这条线路来查看它们
compare-show = 显示
compare-show-hover = 在棋盘上走这条线路
compare-see-all = 看完每个候选才能读到结论（已看 { $seen }/{ $n }）。
line-previous = 上一个动作
line-previous-hover = 退回上一个动作（左方向键）
line-at-start = 棋盘在线路的起点
line-next = 下一个动作
line-next-hover = 走线路的下一个动作（右方向键）
line-at-end = 整条线路都在棋盘上了
line-at-of = 第 { $at }/{ $n } 个动作

## 找出这一步

you-play = 你执{ $side }。
you-play-against = 你执{ $side }，对手是{ $ai }电脑。
ai-name = { $ai ->
    [random] 随机
   *[greedy] 贪心
}
ai-search = 搜索（{ $n } 次）
ai-search-millis = 搜索（每步 { $n } ms）
ai-expert = 专家搜索（{ $n } 次）
ai-expert-millis = 专家搜索（每步 { $n } ms）
puzzle-find = 找出这一步。
puzzle-over = 这一步的局面里对局已经结束：没有什么可走的。
puzzle-step-over = 这一步已经结束
puzzle-no-hints = 这一步没有提示
puzzle-all-hints = 提示都已显示
puzzle-hint = 提示
puzzle-hint-hover = 显示第 { $at }/{ $n } 个提示
puzzle-hint-text = 提示 { $at }/{ $n }：{ $hint }
puzzle-reveal = 看答案
puzzle-reveal-hover = 在棋盘上走出答案（这一步就算没有解出）
puzzle-answers = { $side }的回应：
puzzle-opponent-answers = 对手的回应：
puzzle-solved = 解出了
puzzle-well-done = 做得好。
puzzle-your-move = 你的一步：
puzzle-solution = 答案
puzzle-try-again = 再试一次
puzzle-try-again-hover = 重新开始这一步，自己找出这一步
puzzle-wrong = 不是这一步
puzzle-not-the-move = 这不是要找的一步。
puzzle-you-played = 你走了：{ $actions }
puzzle-board-back = 棋盘已回到这一步开始的位置。再试一次。
puzzle-how = 先在板块架上选一枚士兵，再点棋盘上亮起的地点。
puzzle-so-far = 目前：
puzzle-keep-going = 继续：这一回合还没结束。
puzzle-take-back = 收回
puzzle-take-back-hover = 收回你的动作，重新开始这一回合

## 逐步演示

walk-no-stages = 这个演示还没有阶段。
walk-previous = 上一阶段
walk-previous-hover = 退回一个阶段（左方向键）
walk-at-intro = 这是开场介绍
walk-next = 下一阶段
walk-next-hover = 在棋盘上走下一个阶段（右方向键）
walk-next-broken = 下一个阶段无法走出
walk-at-last = 这是最后一个阶段
walk-intro = 开场介绍
walk-stage-of = 第 { $at }/{ $n } 阶段
walk-begin = 按“下一阶段”开始。
walk-stage-broken = 第 { $at } 阶段无法走出

## 练习对局

practice-goal = 目标：{ $goal }。
practice-no-opponent = 无法设置对手：{ $why }
practice-thinking = 电脑正在思考……
practice-computer-turn = 电脑：{ $actions }
practice-turn-of = 轮到你：第 { $turn }/{ $n } 回合。
practice-turn = 轮到你：第 { $turn } 回合。
practice-medals = { $side }有要求的 { $n } 枚奖章中的 { $medals } 枚。
practice-reached = 达成目标
practice-did-it = 你做到了：{ $goal }。
practice-again = 再下一局
practice-again-hover = 从这一步的局面重新开始对局
practice-missed = 没有达成目标
practice-missed-why = { $why }。
practice-try-again = 再试一次
practice-example = 达成目标的一种走法
practice-moves = 着法（{ $n }）

## 变化

variations = 变化
variation-title = { $name }({ $branch })
variation-instead = 代替第一个动作
variation-after = 在第 { $n } 个动作之后
variation-caption = { $name }：第 { $at }/{ $n } 个动作
variation-show = 在棋盘上显示
variation-show-hover = 把棋盘摆到这个变化分出的位置，再一步步走
variation-show-name = 在棋盘上显示{ $name }
variation-previous = 上一个
variation-previous-name = 变化的上一个动作
variation-at-start = 棋盘在这个变化分出的位置
variation-next = 下一个
variation-next-name = 变化的下一个动作
variation-next-hover = 走这个变化的下一个动作（右方向键）
variation-at-end = 整个变化都在棋盘上了
variation-at-of = { $at }/{ $n }
variation-main-line = 主线
variation-main-line-name = 回到主线
variation-main-line-hover = 离开这个变化：棋盘重新显示主线（Esc）

## 课程中的各课

course-previous = 上一课
course-next = 下一课
