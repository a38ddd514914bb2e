# The desktop app's lesson workspace: the position, the steps and their fields, claims, the
# recorder, the engine panel, and the names of its edits in the history.

## “局面”页：侧栏

le-piece = { $side } { $code } { $troop }
le-to-move = 轮到{ $side }
le-list-add = 把{ $troop }加入{ $side }的{ $list ->
    [rack] 板块架
    [frozen] 被冻结士兵
    [removed] 移除士兵
   *[reserve] 供应堆
}
le-list-take = 从{ $side }的{ $list ->
    [rack] 板块架
    [frozen] 被冻结士兵
    [removed] 移除士兵
   *[reserve] 供应堆
}拿走{ $troop }
le-reserve-kind = { $kind ->
    [shuffled] 洗乱
    [top] 已知顶部
   *[exact] 指定顺序
}
le-reserve-kind-hover = { $kind ->
    [shuffled] 所有没放在别处的士兵，按种子洗乱
    [top] 你选的士兵按顺序放在顶部，其余的洗乱放在下面
   *[exact] 正好是你列出的士兵，按顺序
}
le-reserve-kind-label = { $side }的供应堆：{ $kind }
le-reserve-button = { $verb ->
    [raise] 上移
    [lower] 下移
   *[remove] 移除
}{ $side }供应堆的第 { $n } 枚士兵
le-discard-button = { $verb ->
    [raise] 上移
    [lower] 下移
   *[remove] 移除
}弃置堆的第 { $n } 枚士兵
le-discard-add-label = 把调色板的士兵加入弃置堆
le-claim-label = { $id }：{ $owner ->
    [none] 无人领取
   *[other] 由{ $side }领取
}
le-auto-medals-label = { $side }的奖章按已领取的区域计算
le-reset-new-game = 重置为新对局
le-turn-options = 回合和选项
le-discard-pile = 弃置堆（{ $n }）
le-claimed-regions = 已领取的区域
le-to-move-prompt = 轮到：
le-to-move-hover = 这个局面是{ $side }回合的开始
le-seed = 种子
le-seed-hover = 决定供应堆的洗牌和对局中的随机（XB-42、冻结）
le-first-game = 首局
le-first-game-hover = 首局模式：特殊据点没有效果
le-reset-hover = 用这个种子开始的新对局替换整个局面：每方移除 4 枚士兵，行动方的板块架上 3 枚，另一方 4 枚
le-unplayable = 这张地图不能对局
le-rack-count = 板块架 { $n }/{ $max }
le-rack-hover = 这一方可以放下的士兵，最多 { $max } 枚
le-frozen = 被冻结
le-frozen-hover = 本回合被战场据点冻结的板块架士兵；只有行动方可以有
le-removed = 移除
le-removed-hover = 布置时暗中放到一边的士兵（新对局中每方 4 枚）
le-rack-full = 板块架已满：最多放 { $max } 枚
le-frozen-not-to-move = 只有行动方可以有被冻结的士兵
le-frozen-rack-first = 被冻结的士兵属于板块架：请先在板块架上加一枚
le-one-less = 少一枚{ $troop }
le-one-more = 多一枚{ $troop }
le-medals = 奖章
le-medals-auto = 按已领取的区域
le-medals-auto-hover = 奖章是这一方已领取区域的总和；取消勾选可手动设置
le-side-medals = { $side }的奖章
le-medals-of = / { $n }
le-reserve = 供应堆
le-reserve-shuffled-note = { $n } 枚没放在别处的士兵，按种子洗乱。
le-reserve-top-note = 顶部，从上到下；下面还有 { $n } 枚洗乱的士兵。
le-reserve-exact-note = 从上到下，共 { $n } 枚士兵。
le-list-entry = { $at }. { $troop }
le-add = 加入：
le-reserve-add-hover = 在列表底部加一枚{ $troop }
le-add-missing = 补齐缺少的士兵
le-add-missing-hover = 在底部补上这一方缺少的 { $n } 枚士兵，使每种都有 3 枚
le-add-missing-none = 这一方每种士兵都有 3 枚或更多
le-add-missing-label = 把{ $side }缺少的士兵加入供应堆
le-up = 上移
le-up-hover = 往上移一位
le-down = 下移
le-down-hover = 往下移一位
le-remove-hover = 从列表中拿走
le-discard-empty = 空。
le-oldest-first = 最早的在前。
le-discard-add = 加入{ $piece }
le-discard-add-palette = 加入调色板的士兵
le-discard-add-hover = 把调色板的士兵放到弃置堆顶上
le-choose-troop-first = 请先在调色板中选一枚士兵
le-no-medal-region = 这张地图没有带奖章的区域。
le-region-row = { $name }（{ $n }）
le-region-hover = 区域 `{ $id }`，{ $n } 枚奖章
le-nobody = 无人
le-unclaimed-hover = 未被领取：它的奖章还在棋盘上
le-claimed-hover = 由{ $side }领取：它的奖章归{ $side }
le-stray-claim = `{ $id }` 不是这张地图的区域
le-remove = 移除
le-remove-claim = 移除对 `{ $id }` 的领取

## “局面”页：调色板、所选的叠放和棋盘

le-palette-troop = 调色板：{ $troop }
le-palette-side = 调色板：{ $side }
le-palette-select = 调色板：只选择
le-stack-button = { $verb ->
    [raise] 上移
    [lower] 下移
   *[remove] 移除
} @{ $id } 的第 { $n } 枚士兵
le-board-unshown = 无法显示棋盘：{ $error }
le-board-unshown-note = 侧栏仍可编辑局面；地图可以对局后棋盘就会显示。
le-engine-no-start = 这个局面还不能开始对局，所以引擎无法评估。
le-palette = 调色板
le-palette-side-hover = 放下{ $side }的士兵
le-choose-only = 只选择
le-choose-only-hover = 在棋盘上单击只选择地点，以查看它的叠放
le-palette-troop-hover = 单击一个据点，把{ $piece }放到它的叠放顶上
le-left = { $n ->
    [0] 没有剩余
   *[other] 剩 { $n } 枚
}
le-left-hover = { $side }每种士兵有 3 枚；还有 { $n } 枚没有放在任何地方（{ $reserve ->
    [exact] 指定顺序的供应堆缺少它们
   *[shuffled] 它们组成洗乱的供应堆
}）
le-palette-put = 单击一个据点，把{ $piece }放到顶上。右键单击拿走最上面的士兵。
le-palette-choose = 单击一个据点选中它。右键单击拿走最上面的士兵。
le-chosen-none = 单击一个地点，在这里列出它的叠放。
le-stack-empty = 这里没有士兵。
le-top-first = 从上到下：
le-stack-entry = { $piece }{ $place ->
    [top] （顶部）
    [bottom] （底部）
   *[middle] {""}
}
le-stack-up-hover = 在叠放中往上移
le-stack-down-hover = 在叠放中往下移
le-stack-remove-hover = 从棋盘上拿走
le-clear-stack = 清空这个叠放
le-clear-stack-hover = 拿走 @{ $id } 上的所有士兵
le-put-on-hq = @{ $id } 是总部：没有士兵在总部开局，因为士兵到达总部就结束对局。
le-put-terrain = 已放下，但请注意：@{ $id } 的地形不接受{ $troop }，所以对局中的任何放置都不可能把它放到那里。
le-board = 棋盘
le-clear-board = 清空棋盘
le-clear-board-hover = 拿走棋盘上的所有士兵
le-board-empty = 棋盘是空的
le-stray-stacks = 这些叠放所在的标识不在这张地图上：
le-stray-stack = `{ $id }`：{ $n } 枚士兵
le-stray-stack-hover = 丢弃这个叠放
le-remove-stack = 移除 `{ $id }` 上的叠放

## 引擎面板

le-engine = 引擎
le-engine-ask = 引擎会怎么走？
le-engine-ask-hover = 评估行动方的每个完整回合，按引擎的评价列出最好的几个
le-engine-thinking = 引擎正在思考
le-engine-game-over = 对局已经结束
le-engine-judging = 正在评估每个完整回合…
le-engine-judged = 评估了 { $n } 个完整回合；数值以奖章计，从行动方看。
le-engine-cut = 搜索在 { $n } 个回合处中断，从“{ $line }”起未评估。
le-engine-use = { $what ->
    [solution] 答案
    [alternative] 可接受的变着
    [wrong] 错误线路
    [candidate] 候选
    [new_puzzle] 新练习的答案
   *[new_compare] 新比较的候选
}
le-engine-as = 作为{ $what }
le-engine-record = 把这条线路记为{ $what }
le-engine-use-label = 把引擎线路 { $n } 用作{ $what }
le-engine-no-step-start = 这一步无法开始，所以引擎没有可评估的局面。

## 练习的可靠性

le-soundness = 可靠性
le-sound-judging = 正在评估这个练习的每个完整回合…
le-sound-ok = 可靠：学习者能走的每条线路都得到公正的评判。
le-sound-add-label = 把未列出的线路 { $n } 加为{ $what ->
    [alternative] 可接受的变着
   *[wrong] 错误线路
}
le-sound-add-hover = 把这条线路加为{ $what ->
    [alternative] 可接受的变着
   *[wrong] 错误线路
}
le-sound-lengthen-label = 为线路 { $n } 加长错误线路
le-sound-kind = { $kind }：{ $n } 条线路
le-sound-played-out = 走到底的结果：{ $outcome }
le-sound-mark-wrong = 标为错误
le-sound-accept = 接受
le-sound-more = 还有 { $n } 条同类线路
le-sound-budget-spent = 检查的工作预算在这一步之前就用完了。
le-sound-budget = 在 { $n } 个完成的回合后达到预算；从“{ $line }”起的线路未评估。
le-fix-accept-drop = 把这条线路加为可接受的变着，并删除错误线路 { $n }
le-fix-accept = 把这条线路加为可接受的变着
le-fix-wrong-drop = 删除变着 { $n }，把这条线路加为错误线路，并待写反馈
le-fix-wrong = 把这条线路加为错误线路，并待写反馈
le-fix-drop-wrong = 错误线路 { $n } 之后的每条线路都是好的：删除它
le-fix-replace-wrong = 用 { $lines } 替换错误线路 { $n }
le-quoted = “{ $line }”

## “局面”页：实时检查和士兵统计

le-check-ready = 这个局面可以开始对局
le-check-over = 这个局面开始的对局已经结束
le-check-not-ready = 这个局面无法开始
le-census = 每枚士兵在哪里
le-check-medals = 轮到{ $side } · 奖章：{ $blue } { $blue_n }/{ $blue_of }，{ $red } { $red_n }/{ $red_of }
le-check-over-why = { $outcome }。{ $medals }。
le-check-goes-on = 可以继续编辑：修正这个局面，或者先原样保存，以后再修正。
le-check-more = …还有 { $n } 个问题（把指针停在这里查看全部）
le-check-map = 这张地图不能对局：{ $problem }
le-census-side = { $side }：
le-census-sums = 棋盘 { $board } · 板块架 { $rack } · 供应堆 { $reserve }{ $shuffled ->
    [0] {""}
   *[other] （{ $shuffled } 枚洗乱）
} · 弃置堆 { $discard } · 移除 { $removed } = { $total }/{ $all }
le-census-count = { $n } 枚{ $troop }
le-census-missing = 缺少：{ $troops }
le-census-extra = 过多：{ $troops }
le-census-column = { $column ->
    [board] 棋盘
    [rack] 板块架
    [reserve] 供应堆
    [discard] 弃置堆
    [removed] 移除
   *[all] 总计
}

## 一步中的线路

le-line = { $line ->
    [setup] 布置
    [candidate] 候选 { $n }
    [solution] 答案
    [solution_reply] 答案的回应
    [alternative] 变着 { $n }
    [alternative_reply] 变着 { $n } 的回应
    [wrong] 错误线路 { $n }
    [stage] 阶段 { $n }
   *[example] 示例
}
le-line-variation = { $of }的变化 { $path }
le-line-error-stage = 第 { $n } 阶段无法解析：{ $error }
le-line-error-answer-syntax = “{ $answer }”无法解析：{ $error }
le-line-error-answer-refused = “{ $answer }”被拒绝（{ $refusal }），所以回应没有起始局面
le-line-error-no-line = 这一步没有“{ $line }”
le-line-error-syntax = 这条线路无法解析：{ $error }
le-line-error-variation-start = 变化从第 { $after } 个动作之后开始，但它的上级线路只走了 { $parent } 个动作
le-step-none = 没有第 { $n } 步
le-step-setup = 这一步的布置：{ $error }
le-refused-early = 线路共 { $total } 个动作，第 { $n } 个在结尾之前被拒绝：请修改线路，或在那里结束它
line-summary = { $parts }
line-summary-sep = { " · " }
line-summary-actions = { $n ->
    [0] 没有动作
   *[other] { $n } 个动作
}
line-summary-medals = { $side }{ $change ->
    [won] +{ $n }
   *[lost] -{ $n }
} 枚奖章（{ $medals }/{ $target }）
line-summary-claims = { $side }占领 { $regions }
line-summary-to-move = 轮到{ $side }行动
line-summary-to-answer = 轮到{ $side }回应{ $effect }
line-summary-illegal = 第 { $n } 个动作 '{ $action }' 不合规则：{ $reason }{ $played ->
    [0] {""}
   *[other] （其前 { $played } 个动作已走）
}
le-claims-of = { $of ->
    [position] 局面
   *[accept_if] 接受条件
}

## “课程步骤”页的棋盘和录制器

le-game-over = 对局结束：{ $outcome }。
le-to-answer = { $side }需回应{ $effect }
le-side-state = { $side }：奖章 { $n }/{ $of } · 板块架 { $rack } · 供应堆 { $reserve }
le-refused = 第 { $n } 个动作“{ $action }”：{ $why }
le-rec-refused = { $refused }。你走的下一个动作会替换它及其后的所有动作。
le-rec-unparsed = 这条线路无法解析（{ $error }）。你走的下一个动作会重新开始它。
le-rec-recording = 正在录制第 { $step } 步的{ $line }
le-rec-undo = 撤销上一个动作
le-rec-undo-hover = 收回这条线路的最后一个动作
le-rec-undo-none = 这条线路没有可收回的动作
le-rec-clear = 清空
le-rec-clear-name = 清空线路
le-rec-clear-hover = 清空这条线路，从它的起始局面重新开始
le-rec-clear-none = 这条线路已经是空的
le-rec-done = 完成
le-rec-done-name = 完成录制
le-rec-done-hover = 停止录制并保留这条线路
le-rec-cancel = 取消
le-rec-cancel-name = 取消录制
le-rec-cancel-hover = 停止录制，把线路恢复原样
le-rec-line = 线路：
le-rec-line-empty = （空：走第一个动作）
le-rec-how = 先在板块架上选一枚士兵，再点棋盘上亮起的地点。

## 步骤编辑器中的断言

le-mark = { $mark ->
    [holds] 成立
    [false] 不成立
    [unchecked] 未检查
   *[expected] 按预期被拒绝
}
le-claims = 断言
le-claims-all-hold = 断言（{ $n } 条，全部成立）
le-claims-false = 断言（{ $n } 条，{ $false_n } 条不成立）
le-claims-count = 断言（{ $n } 条）
le-claim-add = + 添加断言
le-claim-add-name = 为{ $list }添加断言
le-claim-add-hover = 添加一条断言并打开它的编辑器
le-claims-unplayable = 这条线路无法走出：{ $error }
le-claims-derive = + 从结果生成断言
le-claims-derive-name = 从{ $list }的结果生成断言
le-claims-derive-hover = 添加这条线路之后成立的断言（已列出的会跳过）
le-claims-derived-none = 结果中的每条断言都已列出。
le-claims-derived = 添加了 { $n } 条断言。
le-claims-derived-some = 添加了 { $n } 条断言；{ $listed } 条已经列出。
le-claims-unchecked = 无法检查这些断言：{ $error }
le-claims-none-position = 还没有关于这个局面的断言。
le-claims-none = 还没有断言：引擎只验证断言所说的内容。
le-claim-holds = 这条断言成立
le-claim-mismatch = 预期 { $expected }；实际 { $found }
le-claim-mismatch-note = {"    "}预期 { $expected }；实际 { $found }
le-claim-unchecked = 未检查：这条线路无法走出
le-close = 关闭
le-edit = 编辑
le-delete = 删除
le-claim-edit-name = 编辑{ $list }的第 { $n } 条断言
le-claim-close-hover = 关闭这条断言的编辑器
le-claim-edit-hover = 编辑这条断言
le-claim-delete-name = 删除{ $list }的第 { $n } 条断言
le-claim-delete-hover = 删除这条断言
le-claim-kind = 类型
le-claim-as-written = 原文
le-claim-as-written-hover = 这条断言在场景文件中的写法；可以随意编辑
le-claim-unparsed = 还不是一条断言（{ $error }）；断言保留上一个值。
le-claim-field = { $field ->
    [side] 阵营
    [by] 领取方
    [troop] 士兵
    [at] 地点
    [n] 数量
    [how] 方式
    [effect] 效果
    [margin] 差距
    [refused_for] 拒绝原因
   *[reason_mentions] 原因包含
}
le-loc-unknown = { $loc }（未知）
# A button beside an id the map lacks: the map's id it was probably meant to be.
le-use-id = 改用 { $id }
le-use-id-hover = 地图上没有 `{ $given }`；改用与所写内容最接近的 ID `{ $id }`
le-claim-legal = 这条线路的每个动作都合法。
le-claim-no-winner = 对局继续。
le-claim-any-reason = 任何原因
le-claim-reason-hover = 引擎给出的原因中的一段（不区分大小写）；留空：任意
le-claim-no-regions = 这张地图没有区域。
le-claim-margin-unit = {" "}/100 枚奖章
le-claim-margin-hover = 一条线路可以比引擎的最佳回合低多少，以百分之一枚奖章计

## “课程步骤”页：步骤列表和棋盘

le-step-kind = { $kind ->
    [explain] 阅读
    [compare] 比较
    [find_move] 找出这一步
    [walkthrough] 逐步演示
   *[practice] 练习
}
le-step-kind-hint = { $kind ->
    [explain] 关于一个局面的文字，带有高亮的地点和箭头
    [compare] 两条或更多候选线路并排，各有结果
    [find_move] 一道练习：学习者走出正确的线路
    [walkthrough] 一条写好的线路，一个阶段一个阶段地走
   *[practice] 与电脑对局，朝一个目标努力
}
le-new-step-title = { $kind ->
    [explain] 新的阅读
    [compare] 新的比较
    [find_move] 新的练习题
    [walkthrough] 新的演示
   *[practice] 新的练习对局
}
le-copy-title = { $title }（副本）
le-copy-untitled = 副本
le-untitled-scenario = 未命名场景
le-step-copied = 第 { $copy } 步是第 { $of } 步的副本。
le-step-deleted = 已删除第 { $n } 步“{ $title }”；撤销可以恢复。
le-step-deleted-untitled = 已删除第 { $n } 步；撤销可以恢复。
le-steps = 步骤
le-steps-all-hold = 这一课的每条断言都成立。
le-steps-problems = { $steps } 个步骤中有 { $n } 个问题
le-step-passes = 这一步通过了检查
le-step-row = { $n }. { $kind } · { $title }
le-step-untitled = （未命名）
le-steps-none = 还没有步骤：没有步骤的场景只是一个局面。请在下面添加。
le-step-add = 添加步骤：
le-step-add-after = 在所选步骤之后添加：
le-step-add-kind = + { $kind }
le-step-add-kind-name = 添加“{ $kind }”步骤
le-step-none-selected = 没有选中步骤
le-step-up-name = 上移步骤
le-step-up-hover = 把所选步骤上移
le-step-first = 这是第一步
le-step-down-name = 下移步骤
le-step-down-hover = 把所选步骤下移
le-step-last = 这是最后一步
le-step-duplicate = 复制
le-step-duplicate-name = 复制步骤
le-step-duplicate-hover = 在所选步骤之后放一份副本
le-step-delete-name = 删除步骤
le-step-delete-hover = 删除所选步骤（撤销可以恢复）
le-no-step = 没有步骤
le-no-step-about = 一课由若干步骤组成，每一步都从场景的局面开始。请在左边添加：“阅读”展示一个局面，“比较”把线路并排，“找出这一步”是一道练习，“逐步演示”一步步走一条线路，“练习”与电脑对局。
le-recorder-about = 录制器：在表单中某条线路旁按“录制”，就可以在棋盘上走出这条线路来写下它；要走的板块架和录制器的按钮会出现在这里。
le-line-unrecordable = 无法录制{ $line }：{ $error }
le-stop-recording = 停止录制
le-no-board = 这个局面无法开始，所以没有可显示的棋盘：{ $error }。请在“局面”页修正。
le-board-recording = 正在录制第 { $step } 步的{ $line }：请在棋盘上走
le-board-scenario = 场景的局面
le-board-after = 第 { $step } 步的{ $line }之后
le-line-unshown = 无法显示{ $line }：{ $error }
le-board-start = 第 { $step } 步的开始
le-step-unstartable = 第 { $step } 步无法开始：{ $error }。棋盘显示的是场景的局面。
le-board-step = 第 { $step } 步
le-pick-highlight = 单击一个地点来高亮它，或取消它的高亮。
le-pick-arrow-from = 单击箭头的起点。
le-pick-arrow-to = 单击箭头指向的地方。
le-step-check-passes = 这一步通过了检查。
le-step-problems = 检查发现 { $n } 个问题
le-hide = 隐藏
le-list-them = 列出

## 步骤表单

le-f-details = 课的信息
le-f-title = 标题
le-f-title-lesson = 这一课的标题
le-f-author = 作者
le-f-author-hint = 谁写的
le-f-summary = 简介
le-f-summary-hint = 这一课教什么
le-f-difficulty = 难度
le-f-difficulty-level = { $level ->
    [beginner] 入门
    [intermediate] 中级
   *[advanced] 高级
}
le-f-language = 语言
le-f-language-hover = 文字的语言，写成 en 或 zh 这样的标签
le-f-check = 检查：{ $issue }
le-issue-at = { $place }：{ $issue }
le-issue-false-claim = 断言 { $claim } 不成立：预期 { $expected }，实际 { $found }
le-issue-illegal-line = 不合法的线路：{ $refusal }
le-issue-syntax = 有一个动作无法解析：{ $error }
le-issue-unsound = { $kind }（{ $n }）：{ $lines }
le-issue-budget-spent = 在这一步之前工作预算已用完（完成了 { $n } 个回合）
le-issue-budget = 在 { $n } 个完成的回合后达到预算，从“{ $line }”起
le-issue-untranslated = 地图上有 { $n } 个地点在这节{ $tag }课程中沿用原名：{ $ids }。请在地图编辑器的“其他语言的名称”面板中为它们命名。
le-issue-more = 另外 { $n } 个
le-f-stop = 停止
le-f-stop-name = 停止录制{ $line }
le-f-record = 录制
le-f-record-name = 录制{ $line }
le-f-record-hover = 在棋盘上走这条线路：你走的每个动作都会加到线路上（线路中的注释不会保留）
le-f-no-start = 没有可以开始的局面：{ $error }
le-f-show = 显示
le-f-show-hover = 在棋盘上显示这条线路之后的局面
le-f-show-name = 显示{ $line }
le-f-line-hover = 用记谱法写的动作，以 ；或换行分隔；# 开始注释
le-f-empty-line = { $line ->
    [setup] 没有布置：这一步从场景的局面开始。
    [reply] 没有回应：对手的应着没有写好。
    [example] 没有示例对局。
    [stage] 没有动作：这个阶段只是看看局面。
   *[line] 空：在棋盘上录制这条线路，或者直接输入。
}
le-f-outcome-hover = 引擎从线路起点走出的结果
le-f-unparsed = 这条线路无法解析：{ $error }
le-f-up-name = 上移{ $item }
le-f-up-hover = 上移
le-f-down-name = 下移{ $item }
le-f-down-hover = 下移
le-f-delete-name = 删除{ $item }
le-f-delete-hover = 删除（撤销可以恢复）
le-f-add = + 添加{ $what ->
    [arrow] 箭头
    [candidate] 候选
    [alternative] 变着
    [hint] 提示
    [wrong] 错误线路
   *[stage] 阶段
}
le-f-add-name = 添加{ $what ->
    [arrow] 箭头
    [candidate] 候选
    [alternative] 变着
    [hint] 提示
    [wrong] 错误线路
   *[stage] 阶段
}
le-f-item = { $item ->
    [candidate] 候选 { $n }
    [alternative] 变着 { $n }
    [hint] 提示 { $n }
    [wrong] 错误线路 { $n }
   *[stage] 阶段 { $n }
}
le-f-item-lower = { $item ->
    [candidate] 候选 { $n }
    [alternative] 变着 { $n }
    [hint] 提示 { $n }
    [wrong] 错误线路 { $n }
   *[stage] 阶段 { $n }
}
le-f-title-hint = 简短的标题
le-f-setup = 布置
le-f-setup-hint = 在这一步之前从场景局面走出的动作（留空：没有）
le-f-text = 文字
le-f-text-explain-hint = 学习者在这个局面中应该看到什么
le-f-highlighted = 高亮
le-f-unhighlight-name = 取消 { $id } 的高亮
le-f-unhighlight-hover = 取消高亮
le-f-highlight-add = 添加
le-f-highlight-choose = 选择地点…
le-f-pick = 在棋盘上选
le-f-pick-hover = 开启时，单击棋盘上的地点会高亮它或取消它的高亮
le-f-arrows = 箭头
le-f-arrow-from = 从
le-f-arrow-to = 到
le-f-arrow-delete-name = 删除箭头 { $n }
le-f-arrow-delete-hover = 删除这个箭头
le-f-add-arrow-hover = 添加一个箭头，再选择它的两端
le-f-draw = 在棋盘上画
le-f-draw-hover = 开启时，先单击箭头的起点，再单击它指向的地方
le-f-draw-from = 从 { $from } 开始：现在单击它指向的地方。
le-f-prompt = 题目
le-f-prompt-compare-hint = 这个比较回答的问题
le-f-label = 名称
le-f-label-candidate-hint = 候选按钮上的简短名称
le-f-line = 线路
le-f-comment = 说明
le-f-comment-candidate-hint = 用你自己的话说这条线路做了什么
le-f-add-candidate-hover = 再添加一条候选线路
le-f-conclusion = 结论
le-f-conclusion-compare-hint = 学习者看完所有候选后显示
le-f-line-answer-hint = 学习者的完整回合，包括对效果的回应
le-f-feedback = 反馈
le-f-feedback-answer-hint = 学习者走出它时显示
le-f-reply = 回应
le-f-reply-hint = 对手写好的应着（留空：没有）
le-f-prompt-puzzle-hint = 学习者要做什么
le-f-solution = 答案
le-f-add-alternative-hover = 另一条同样被接受的线路
le-f-accept-if = 接受这些断言都成立的任何完成的回合
le-f-accept-if-hover = 可选。填写后，任何使这些断言全部成立的其他回合都会被接受。这里在答案上检查它们。
le-f-hints = 提示
le-f-hints-hover = 按这个顺序一次显示一条
le-f-hint-hint = 朝答案的一点提示
le-f-add-hint-hover = 提示按顺序一次显示一条
le-f-line-wrong-hint = 一条错误线路，或它的开头
le-f-feedback-wrong-hint = 为什么错了，写给走出它的学习者
le-f-add-wrong-hover = 一条带有自己反馈的特定错误线路
le-f-default-feedback = 默认反馈
le-f-default-feedback-hint = 用于其他任何错误线路
le-f-show-rack = 让学习者看到对手的板块架
le-f-show-rack-hover = 不勾选时，学习者只能看到对手有几枚士兵，和对局中一样
le-f-intro = 开场介绍
le-f-intro-hint = 在第一个阶段之前
le-f-actions = 动作
le-f-actions-stage-hint = 在这个阶段走出（留空：只看局面）
le-f-comment-stage-hint = 学习者在这个阶段看到的内容
le-f-add-stage-hover = 在最后一个阶段之后添加一个阶段
le-f-conclusion-walk-hint = 在最后一个阶段之后
le-f-goal-kind = { $goal ->
    [win] 赢得对局
    [medals] 拿到奖章
   *[capture_hq] 攻占总部
}
le-f-example-over = 练习开始时对局已经结束
le-f-example-refused = 示例没有走到底
le-f-example-reaches = 在第 { $action } 个动作达到目标（学习者的第 { $turn } 回合）
le-f-example-fails = 没有达到目标：{ $reason }
le-f-example-short = 学习者走了 { $n } 个回合后结束，没有达到目标（{ $goal }）
le-f-text-practice-hint = 学习者为什么而下
le-f-goal = 目标
le-f-goal-medals = 奖章
le-f-goal-within = 回合数内
le-f-goal-note = 学习者必须{ $goal }。
le-f-opponent = 对手
le-f-opponent-hover = 学习者对抗的电脑级别
le-f-example = 示例对局
le-f-example-hint = 双方的动作，直到达到目标（留空：没有）
le-f-example-verdict = 示例{ $verdict }。

## 步骤表单中的变化

le-var-add-name = 为{ $line }添加变化
le-var-add-hover = 在这条线路的某个动作之后分出的子线路
le-var-add-sub-hover = 这个变化的子线路，在它的某个动作之后分出
le-var-add = + 添加变化
le-var-add-to = + 为 { $path } 添加变化
le-var-too-deep = 变化不能再嵌套得更深
le-var-nested = { $n } 个子变化
le-var-after = 分出于动作
le-var-after-hover = 0：代替上级线路的第一个动作
le-var-label-hint = 在树中的简短名称
le-var-comment-hint = 用你自己的话说为什么有这个分支

## 课的工作区的工具栏和消息

le-tab = { $tab ->
    [position] 局面
    [steps] 课程步骤
   *[preview] 预览
}
le-new-lesson-title = 关于{ $map }的一课
le-map-embedded = 地图 { $path } 不在课的文件夹及其地图库（课旁边或上层的 `maps` 文件夹）中，课无法读取它：现在地图已保存在课里。
le-write-failed = 无法写入 { $path }：{ $error }
le-save-refused = 没有保存到 { $path }：{ STOP($reason) }这样的课程无法再次打开；请改正对手后再保存（你的修改仍在这里）。
le-recovery-damaged = 已损坏：{ $error }
le-recovered-damaged = 恢复的课已损坏：{ $error }
le-new-lesson-name = 新的课
le-said-new = 新的课。
le-said-opened = 已打开 { $path }。
le-said-saved = 已保存 { $path }。
le-said-saved-note = 已保存 { $path }。{ $note }
le-no-lesson = 在上方打开一个场景文件，或者在正在编辑的地图上新建一课。
le-new-lesson = 在这张地图上新建一课
le-new-lesson-hover = 在正在编辑的地图上新建场景，棋盘为空
le-open = 打开…
le-open-hover = 选择要打开的场景文件
le-save = 保存课
le-save-hover = 保存到这一课的文件，新课则选择一个文件
le-save-as = 课另存为…
le-save-as-hover = 选择保存这一课的位置
le-position-unstartable = 这个局面无法开始：{ $error }

## 课的修改，按撤销历史中的名称

le-hist-edit = 编辑{ $field ->
    [title] 标题
    [author] 作者
    [summary] 简介
   *[language] 语言
}
le-hist-difficulty = 把难度设为{ $level }
le-hist-step = { $what ->
    [add] 添加第 { $n } 步
    [delete] 删除第 { $n } 步
    [up] 上移第 { $n } 步
    [down] 下移第 { $n } 步
   *[edit] 编辑第 { $n } 步
}
le-hist-rename-step = 重命名步骤
le-hist-name-map = 命名地图
le-hist-place = 把{ $troop }放到 @{ $id }
le-hist-unplace = 从 @{ $id } 拿走{ $troop }
le-hist-stack = 修改 @{ $id } 上的叠放
le-hist-stacks = 修改 { $n } 个叠放
le-hist-list-add = 把{ $troop }加入{ $side }的{ $list ->
    [rack] 板块架
    [frozen] 被冻结士兵
   *[removed] 移除士兵
}
le-hist-list-take = 从{ $side }的{ $list ->
    [rack] 板块架
    [frozen] 被冻结士兵
   *[removed] 移除士兵
}拿走{ $troop }
le-hist-side = { $what ->
    [rack] 修改{ $side }的板块架
    [frozen] 修改{ $side }的被冻结士兵
    [removed] 修改{ $side }的移除士兵
    [reserve] 修改{ $side }的供应堆
   *[medals] 设置{ $side }的奖章
}
le-hist-to-move = 轮到{ $side }
le-hist-position-part = { $what ->
    [discard] 修改弃置堆
    [claimed] 修改已领取的区域
    [seed] 设置种子
   *[first_game] 切换首局模式
}
le-hist-position = 修改局面
le-no-such-step = 没有第 { $step } 步（这一课有 { $n } 步）
le-issue-example = “{ $line }”：{ $concern }
le-issue-fix = { $text } [修正：{ $fix }]

## 练习可靠性的警告，写给作者

sound-unfair = { $kind ->
    [right_listed_wrong] 一个正确答案被列为错误
    [accepted_loses] 一条被接受的线路让对手赢得对局
    [chance_decides] 运气决定评判
    [starts_like_wrong] 一条好线路的开头和错误线路一样，学习者还没走完就被判错
    [unlisted_right] 一条未列出但和答案一样好的线路会被判错
   *[accepted_breaks_claims] accept_if 接受了一条使答案的断言不成立的线路
}
sound-fix = { $fix ->
    [accept] 接受
    [mark_wrong] 标为错误
   *[lengthen] 加长错误线路
}
sound-meets-claims = 它使答案的每条断言都成立，但学习者会被判错
sound-accepted-fails = accept_if 接受它，但之后答案的断言 { $claim } 不成立（预期 { $expected }，实际 { $found }）
sound-wins-too = 它和答案一样赢得对局，但学习者会被判错
sound-rated-good = 引擎对它的评价和答案一样好（在对手最好的回应之后，{ $value } 对 { $solution } 枚奖章），但学习者会被判错
sound-listed-wrong = { $why ->
    [claims] 它使答案的每条断言都成立
    [accept_if] 它满足 accept_if 的每条断言
   *[wins] 它和答案一样赢得对局
}，但它是错误线路 { $n }，学习者会被判错
sound-accepted-loses = { $by ->
    [solution] 答案
    [alternative] 变着 { $n }
   *[accept_if] accept_if
}接受它，但之后对局已经结束：{ $outcome }；如果这一步就是这个意思，请断言对手获胜（`Winner(side： { $winner }）`）
sound-accepted-loses-sometimes = { $by ->
    [solution] 答案
    [alternative] 变着 { $n }
   *[accept_if] accept_if
}接受它，但在 { $chance } 的结果中之后对局已经结束：{ $outcome }；如果这一步就是这个意思，请断言对手获胜（`Winner(side： { $winner }）`）
sound-verdict-chance = 在它的运气结果中，学习者有 { $chance } 被判对，其余被判错；请指明运气给出的士兵（`Top` 供应堆），或者接受所有结果
sound-claims-chance = { $which }的断言只在 { $chance } 的运气结果中成立：{ $claim } 不成立（预期 { $expected }，实际 { $found }）；请指明运气给出的士兵（`Top` 供应堆），或者断言所有结果的共同点
mismatch-every-legal = 每个动作都合规
mismatch-refused-in-outcome = 在这个结果中第 { $n } 个动作被拒绝
sound-starts-like-wrong = { $why ->
    [claims] 它使答案的每条断言都成立
    [accept_if] 它满足 accept_if 的每条断言
   *[wins] 它和答案一样赢得对局
}，但它以错误线路 { $n }（“{ $line }”）开头，学习者还没走完就被判错

## 检查自己的句子（`toyforge check` 输出其英文；步骤页显示它们）。
## 步骤中的位置。
check-at-setup = 准备
check-at-highlight = 高亮
check-at-arrows = 箭头
check-at-claims = 断言
check-at-opponent = 对手
check-at-goal = 目标
check-at-example = 示例
check-at-soundness = 合理性
check-at-solution = 解答
check-at-alternative = 备选解答 { $n }
check-at-wrong = 错误着法 { $n }
check-at-candidate = 候选 { $n }
check-at-candidate-labelled = 候选 { $n }“{ $label }”
check-at-stage = 第 { $n } 段
check-at-accept-if = accept_if（解答上）
check-at-reply = { $place }之后的应着
check-at-variation = { $place },{ $variation }
## 步骤中的问题。
check-unknown-id = `{ $id }` 不是地图上的基地或大本营
check-too-few-candidates = 比较至少需要两条候选着法；现在只有 { $n } 条
check-candidate-no-actions = 该候选没有任何动作
check-candidate-no-claims = 该候选没有断言；请至少加一条让引擎验证
check-no-stages = 演示没有任何阶段
check-practice-over-at-start = 练习开始时对局已经结束
check-unknown-opponent = 未知的电脑等级 `{ $opponent }`（{ $error }）；可用等级：{ $levels }
check-zero-turns = 目标允许的回合数为 0
check-goal-at-start = 练习开始时目标已经达成
check-example-fails = 示例对局未达成目标（{ $goal }）：{ $reason }
check-example-ends-short = 示例对局在达成目标（{ $goal }）之前就结束了，学习者共走了 { $n } 个回合
check-puzzle-over-at-start = 题目开始时对局已经结束
check-line-no-actions = 该着法没有任何动作
check-turn-waits = 着法必须走完学习者的回合，但{ $effect }仍在等待应答（{ $answers }）
check-turn-not-over = 着法必须走完学习者的回合，但回合尚未结束
check-wrong-no-actions = 该错误着法没有任何动作
check-wrong-no-feedback = 该错误着法没有反馈
check-no-default-feedback = 题目没有为其他错误着法准备默认反馈
check-judge-fails = 裁判无法使用该步骤：{ $error }
check-judge-not-recognised = 裁判不把这条着法认作{ $place }（裁判判为：{ $verdict }）
check-feedback-hidden = 它的反馈永远不会显示：它以错误着法 { $n } 开头，学习者走它时看到的是那条的反馈；请把错误着法 { $n } 加长，或删除这一条
check-feedback-hidden-at = 它的反馈永远不会显示：它以错误着法 { $n } 开头，学习者走到“{ $line }”时看到的是那条的反馈；请把错误着法 { $n } 加长，或删除这一条
check-wrong-begins-answer = 它是{ $answer }（“{ $line }”）的开头，学习者走它时会被告知继续走；请走完这个错误回合，例如 { $finish }
check-wrong-unfinished = 学习者走这条着法时得不到它的反馈（裁判判为：{ $verdict }）；请走完这个错误回合，例如 { $finish }
check-wrong-no-feedback-shown = 学习者走这条着法时得不到它的反馈（裁判判为：{ $verdict }）
check-finish-any = 一条走完回合的着法
check-finish-1 = “{ $a }”
check-finish-2 = “{ $a }”或“{ $b }”
check-finish-3 = “{ $a }”、“{ $b }”或“{ $c }”
## 裁判对着法的判断。
check-verdict-continue = 继续走
check-verdict-solution = 解答
check-verdict-goal = 由目标断言解出
check-verdict-default = 错误，给出默认反馈
check-verdict-at = 在“{ $line }”处：{ $verdict }
## 变化。
check-variation-past-end = 变化从第 { $after } 个动作之后开始，但其所在着法只有 { $parent } 个动作
check-variation-too-deep = 变化嵌套超过 { $n } 层
check-variation-no-actions = 该变化没有任何动作

fix-accept-feedback = 这样也可以。
fix-wrong-feedback = 不是这一步。
