# 规则写出的句子：双方、士兵、效果、断言和动作。

## 双方与士兵

side = { $side ->
    [blue] 蓝方
   *[red] 红方
}
# 棋盘上总部城楼上写的短词，位于所属方名字上方。
hq-mark = 总部
troop = { $troop ->
    [kwak] 嘎嘎
    [skully] 小骨
    [capn] 队长
    [jumbo] 铁巨人
    [hook] 铁钩猴
    [xb42] XB-42
    [star] 星星
   *[roxy] 罗西
}
piece = { $owner ->
    [blue] 蓝方
   *[red] 红方
}{ $troop }
effect = { $effect ->
    [capn] 队长的额外放置
    [skully] 小骨的抽兵
    [jumbo] 铁巨人的弃置
    [xb42] XB-42 的弃置
    [star] 星星的抽兵
    [castle] 城堡场地特殊基地的召回
    [clouds] 云之城特殊基地的抽兵
    [volcano] 火山丛林特殊基地的移动
    [cemetery] 诅咒墓地特殊基地的复活
   *[battlefield] 战场特殊基地的冻结
}
effect-answers = { $answer } 或 `skip`
rule-set = { $rule ->
    [castle-field] 城堡场地
    [tropical-pool] 热带泳池
    [city-of-clouds] 云之城
    [volcanic-jungle] 火山丛林
    [cursed-cemetery] 诅咒墓地
    [caribbean-sea] 加勒比海
    [station-metal-x] X金属空间站
   *[battlefield] 战场
}
rule-set-effect = { $rule ->
    [castle-field] 将你的另一枚可见士兵收回你的板块架
    [tropical-pool] 只接受印在其上的战力
    [city-of-clouds] 从你的后备中抽 1 枚士兵
    [volcanic-jungle] 将一枚相邻的敌方士兵移动一步
    [cursed-cemetery] 从弃牌堆取回一枚你的士兵
    [caribbean-sea] 没有特殊基地
    [station-metal-x] 放在这里的士兵没有效果
   *[battlefield] 随机冻结敌方板块架上的一枚士兵
}
illegal-why = { $why ->
    [game_over] 对局已经结束
    [wrong_time] 没有回应局面的要求
    [unknown_location] 地点不存在
    [not_available] 这枚士兵不在板块架上
    [frozen] 这枚士兵被冻结了
    [own_hq] 不能放在自己的总部
    [covering] 覆盖需要严格更大的力量
    [connection] 没有连回总部
    [terrain] 地形限制
    [draw] 无法抽兵
   *[target] 效果的目标不可能
}
marked = { $sentence } { $symbol }({ $mark ->
    [good] 好棋
    [mistake] 失误
    [brilliant] 妙着
    [blunder] 大错
    [interesting] 有趣的尝试
   *[dubious] 可疑的一步
})
unknown-id = `{ $id }`

## 列表

list-pair = { $first }和{ $second }
list-middle = { $first }、{ $rest }
list-end = { $first }和{ $last }

## 连续的句子

sentences-next = { $first }{ $next }

## 断言

claim-legal = 这条线路的每个动作都合规。
claim-illegal = 最后一个动作不合规。
claim-illegal-why = 最后一个动作不合规，原因是{ $why }。
claim-illegal-quote = 最后一个动作不合规（“{ $quote }”）。
claim-illegal-why-quote = 最后一个动作不合规，原因是{ $why }（“{ $quote }”）。
claim-wins = { $how ->
    [hq] { $side }攻占敌方总部而获胜。
    [medals] { $side }达到奖章目标而获胜。
   *[stalled] { $side }获胜，因为对方既不能抽兵也不能放置。
}
claim-winner = { $side }赢得对局。
claim-no-winner = 对局继续。
claim-within-best-zero = 引擎认为这一回合属于最佳之列。
claim-within-best = 引擎认为这一回合与最佳相差不到 { $margin } 枚奖章。
claim-medals = { $side }有 { $n } 枚奖章。
claim-medals-gained-zero = { $side }没有获得奖章。
claim-medals-gained = { $side }获得 { $n } 枚奖章。
claim-regions-none = { $side }没有领取任何区域。
claim-regions = { $side }领取{ $regions }。
claim-connected = { $side }在{ $place }的士兵连回了总部。
claim-cut-off = { $side }在{ $place }的士兵与总部断开了。
claim-can-place = { $side }可以把{ $troop }放在{ $place }。
claim-cannot-place = { $side }不能把{ $troop }放在{ $place }。
claim-top = { $place }顶层是{ $side }的{ $troop }。
claim-empty = { $place }是空的。
claim-stack-height = { $place }上有 { $n } 枚士兵。
claim-rack-size = { $side }的板块架上有 { $n } 枚士兵。
claim-rack-has-none = { $side }的板块架上没有{ $troop }。
claim-rack-has = { $side }的板块架上有 { $n } 枚{ $troop }。
claim-reserve-size = { $side }的供应堆有 { $n } 枚士兵。
claim-discard-has = 弃置堆里有 { $n } 枚{ $owner ->
    [blue] 蓝方
   *[red] 红方
}的{ $troop }。
claim-removed = { $side }在布置时暗中移除了 { $n } 枚士兵。
claim-frozen-none = { $side }没有被冻结的士兵。
claim-frozen = { $side }有 { $n } 枚士兵被冻结。
claim-to-move = 轮到{ $side }行动。
claim-all-connected = { $side }的士兵没有一枚与总部断开。
claim-pending-none = 没有等待回应的效果。
claim-pending = { $effect }在等待回应。

## A false claim: what it expected and what the engine found

claim-mismatch = 预期{ $expected }，实际是{ $found }
mismatch-location = 一个基地或总部 `@{ $place }`
mismatch-no-location = 这张地图上没有这个地点
mismatch-base = `@{ $place }` 是一个基地
mismatch-hq = 一个总部（这条断言说的是基地）
mismatch-region = 一个区域 `{ $region }`
mismatch-no-region = 这张地图上没有这个区域
mismatch-piece = { $side }的{ $troop }
mismatch-nothing = 什么也没有
mismatch-where-empty = @{ $place } 是空的
mismatch-where-enemy = @{ $place } 顶层是{ $side }的{ $troop }
mismatch-where-connected = @{ $place } 属于{ $side }，并且连回了总部
mismatch-where-cut-off = @{ $place } 属于{ $side }，但与总部断开了
mismatch-game-goes-on = 对局继续
mismatch-none = 无
mismatch-no-effect = 没有等待回应的效果
mismatch-effect = { $effect }在等待回应
mismatch-legal = 这条线路的每个动作都合规
mismatch-refused = { $at ->
    [0] 线路的最后一个动作
   *[other] 第 { $at } 个动作（最后一个）
}被拒绝{ $why ->
    [rule] ，原因是{ $rule }
   *[any] {""}
}{ $quoted ->
    [yes] ，理由中提到“{ $quote }”
   *[no] {""}
}
mismatch-no-actions = 一条没有任何动作的线路
mismatch-all-legal = 每个动作都合规
mismatch-win = { $side }赢得对局
mismatch-go-on = 对局继续
mismatch-to-have-medals = { $side }有 { $n } 枚奖章
mismatch-has-medals = { $side }有 { $n } 枚奖章
mismatch-to-gain-medals = { $side }获得 { $n } 枚奖章
mismatch-gained-medals = { $side }获得了 { $n } 枚奖章（从 { $from } 到 { $to }）
mismatch-to-claim = { $side }恰好领取：{ $regions }
mismatch-claimed = { $side }领取了：{ $regions }
mismatch-to-be-connected = @{ $place } 属于{ $side }，并且连回总部
mismatch-to-be-cut-off = @{ $place } 属于{ $side }，但与总部断开
mismatch-all-connected = { $side }的每个基地都连回总部
mismatch-cut-off-on = { $side }在 { $places } 上的士兵与总部断开了
mismatch-to-place = { $side }能把{ $troop }放在 @{ $place }
mismatch-not-to-place = { $side }不能把{ $troop }放在 @{ $place }
mismatch-can-place = { $side }可以把{ $troop }放在 @{ $place }
mismatch-cannot-place = { $side }不能把{ $troop }放在 @{ $place }
mismatch-cannot-place-why = { $side }不能把{ $troop }放在 @{ $place }：{ $reason }
mismatch-on-top = @{ $place } 顶层是{ $piece }
mismatch-to-be-empty = @{ $place } 是空的
mismatch-stack = @{ $place } 上有 { $n } 枚士兵
mismatch-rack-to-hold = { $side }的板块架上有 { $n } 枚士兵
mismatch-holds = 实际有 { $n } 枚士兵
mismatch-rack-to-hold-troop = { $side }的板块架上有 { $n } 枚{ $troop }
mismatch-rack-holds-troop = 实际有 { $n } 枚{ $troop }（板块架：{ $rack }）
mismatch-rack-empty = 空
mismatch-reserve-to-hold = { $side }的供应堆有 { $n } 枚士兵
mismatch-discard-to-hold = 弃置堆里有 { $n } 枚{ $side }的{ $troop }
mismatch-holds-count = 实际有 { $n } 枚
mismatch-to-have-frozen = { $side }有 { $n } 枚士兵被冻结
mismatch-has-frozen = { $side }有 { $n } 枚士兵被冻结
mismatch-to-be-removed = { $side }在布置时移除 { $n } 枚士兵
mismatch-removed = 移除了 { $n } 枚士兵
mismatch-to-act = 轮到{ $side }行动
mismatch-acts = 轮到{ $side }行动
mismatch-over = 对局已经结束（{ $outcome }）
mismatch-within-best = 一个与最佳相差不到 { $margin } 枚奖章的完整回合
mismatch-refused-action = 一个被拒绝的动作
mismatch-not-a-turn = 一条不是行动方完整回合的线路
mismatch-below-best = 比最佳低 { $gap } 枚奖章（这条线路：{ $value }；最佳 `{ $line }`：{ $best }）

## 动作

action-place = { $side }把{ $troop }放在{ $place }。
action-place-covering = { $side }把{ $troop }放在{ $place }，覆盖{ $owner ->
    [blue] 蓝方
   *[red] 红方
}的{ $covered }。
action-draw = { $side }抽兵。
action-draw-named = { $side }抽到{ $troops }。
action-draw-effect = { $side }抽兵（{ $effect }）。
action-draw-named-effect = { $side }抽到{ $troops }（{ $effect }）。
action-discard = { $side }把{ $owner ->
    [blue] 蓝方
   *[red] 红方
}的{ $troop }从{ $place }弃置。
action-discard-empty = { $side }弃置{ $place }上的士兵。
action-discard-rack = { $side }弃置{ $other }板块架上的{ $troop }。
action-discard-rack-unseen = { $side }弃置{ $other }板块架上的一枚士兵。
action-recall = { $side }把自己在{ $place }的士兵收回板块架。
action-move = { $side }把敌方士兵从{ $from }移到{ $to }。
action-revive = { $side }从弃置堆取回{ $troop }。
action-freeze = { $side }冻结{ $other }板块架上的{ $troop }。
action-freeze-unseen = { $side }冻结{ $other }板块架上的一枚士兵。
action-decline = { $side }放弃{ $effect }。
action-pass = { $side }跳过。

## 课程

variation-number = 变化 { $number }
variation-labelled = 变化 { $number }“{ $label }”
practice-no-move = 电脑找不到可走的一步。

## 练习对局

outcome = { $how ->
    [hq] { $side }攻占总部获胜
    [medals] { $side }达到奖章目标获胜
   *[stalled] { $side }获胜，因为行动方既不能抽兵也不能放置
}
goal-win = 赢下这局
goal-medals = 在 { $within } 回合内拿到 { $n } 枚奖章
goal-capture-hq = 在 { $within } 回合内攻占敌方总部
goal-missed-lost = { $outcome }
goal-missed-win = 没有赢下这局
goal-missed-medals-ended = 对局结束（{ $outcome }），{ $side }只有要求的 { $n } 枚奖章中的 { $medals } 枚
goal-missed-medals = { $within } 回合后，{ $side }只有要求的 { $n } 枚奖章中的 { $medals } 枚
goal-missed-hq-ended = 对局结束，但没有按要求攻占总部：{ $outcome }
goal-missed-hq = { $within } 回合内没有攻占敌方总部

## 引擎拒绝一个动作的原因

illegal-game-over-outcome = 对局已经结束：{ $outcome }
illegal-game-over = 对局已经结束
illegal-location-number = 这张地图上没有第 { $n } 号地点
illegal-no-such-location = 这张地图上没有基地或总部 `@{ $place }`
illegal-no-effect-waiting = 没有等待回应的效果：{ $side }以 `draw` 或 `place <troop> @<location>` 开始回合
illegal-effect-waiting = { $effect }正在等待回应：{ $answers }
illegal-jumbo-not-adjacent = @{ $place } 与铁巨人所在的基地 @{ $base } 不相邻
illegal-jumbo-hq = @{ $place } 是总部；铁巨人只弃置基地上的士兵
illegal-jumbo-no-enemy = @{ $place } 上没有可供铁巨人弃置的可见敌方士兵
illegal-rack-empty = { $side }的板块架是空的
illegal-rack-lacks = { $side }的板块架上没有{ $troop }
illegal-recall-itself = @{ $place } 上的士兵正是其城堡基地正在结算的那一枚；请召回另一枚士兵
illegal-recall-none = @{ $place } 上没有可召回的{ $side }可见士兵（只有位于一摞顶端的士兵才能被召回）
illegal-volcano-not-adjacent = @{ $place } 不是与火山丛林基地 @{ $base } 相邻的基地
illegal-volcano-no-enemy = @{ $place } 上没有可移动的可见敌方士兵
illegal-volcano-one-step = @{ $to } 与 @{ $from } 不相邻：士兵只移动一步
illegal-volcano-hq = @{ $place } 是总部；火山丛林的移动从不停在总部上
illegal-revive-none = 弃置堆里没有{ $side }的{ $troop }（开局时移除的士兵不在弃置堆里）
illegal-rack-full = { $side }的板块架已满（{ $n } 枚士兵）
illegal-freeze-none = { $side }已没有可冻结的士兵
illegal-freeze-lacks = { $side }的板块架上没有未冻结的{ $troop }
illegal-reserve-empty = { $side }的供应堆已空：没有可抽的士兵
illegal-draw-rack-full = { $side }的板块架已满（{ $n } 枚士兵）：无法再抽兵
illegal-draw-what = { $what ->
    [turn] 抽兵动作
    [skully] 小骨的抽兵
    [star] 星星的抽兵
   *[clouds] 云之城的抽兵
}
illegal-draw-count = { $draw }在这里抽 { $n } 枚士兵，但指明了 { $given } 枚
illegal-reserve-lacks = { $side }的供应堆里没有{ $second ->
    [yes] 第二枚{ $troop }
   *[no] { $troop }
}可抽
illegal-not-on-rack = { $side }的板块架上没有{ $troop }
illegal-frozen = { $side }的{ $troop }被战场基地冻结，本回合不能放置
illegal-own-hq = @{ $place } 是{ $side }自己的总部；士兵从不放在自己的总部上
illegal-covering = { $troop }（{ $code }）不能覆盖敌方的{ $top }（{ $top_code }）；覆盖需要严格更大的力量
illegal-connection = @{ $place } 没有连到{ $side }的总部：放置需要一条从总部出发、经过顶端为{ $side }士兵的基地的路径{ $hook ->
    [hq] ；铁钩猴只有放在基地上才无视连接，而总部不是基地
    [metal_x] ；铁钩猴在金属-X 站特殊基地上没有效果，所以在那里需要连接
   *[none] {""}
}
illegal-terrain = @{ $place } 只接受力量 { $list }；{ $troop }的力量是 { $code }

## 预设局面为何不可能

position-location-number = 地图上没有第 { $n } 号地点
position-region-number = 地图上没有第 { $n } 号区域
position-troop-on-hq = @{ $place } 是总部；士兵只能站在基地上（总部上有士兵就意味着对局结束）
position-hq-id = `{ $id }` 是总部；士兵只能站在基地上（总部上有士兵就意味着对局结束）
position-stack-twice = @{ $place } 上的一摞给出了两次
position-stack-id-twice = `{ $id }` 上的一摞给出了两次（id 不区分大小写）
position-unknown-stack = 各摞中的 `{ $id }` 不是地图上的基地
position-unknown-region = 已占区域中的 `{ $id }` 不是地图上的区域
position-troop-count = { $side }有 { $n } 枚{ $troop }（棋盘 { $board }，板块架 { $rack }，供应堆 { $reserve }，弃置堆 { $discard }，移除 { $removed }）；每方每种士兵恰好 3 枚
position-rack-over = { $side }的板块架上有 { $n } 枚士兵；板块架最多放 { $most } 枚
position-frozen-off-turn = { $side }有被冻结的士兵，但轮到{ $mover }行动；只有行动方在回合开始时可以有被冻结的士兵
position-frozen-not-on-rack = { $side }有 { $n } 枚被冻结的{ $troop }，但板块架上只有 { $rack } 枚；被冻结的士兵也在板块架上
position-claimed-twice = 区域 `{ $region }` 被占领了两次；一个区域只能被占领一次
position-claimed-no-medals = 区域 `{ $region }` 没有奖章，所以不可能被占领
position-unclaimed-region = { $side }占有区域 `{ $region }` 周围的所有基地，而该区域仍有 { $n } 枚奖章；它本该已被占领（请把它列入已占区域）
position-medals-mismatch = { $side }有 { $n } 枚奖章，但其已占区域共有 { $claimed } 枚；奖章只来自已占区域
position-target-reached = { $side }已有 { $n } 枚奖章，目标是 { $target }：对局本应已经结束
position-impossible = 不可能的局面{ $list ->
    [one] :{ $problems }
   *[many] （{ $n } 个问题）：{ $problems }
}

## 地图为何无法对局

board-unplayable = 这张地图无法对局{ $list ->
    [one] :{ $problems }
   *[many] （{ $n } 个问题）：{ $problems }
}
board-no-hq = { $side }没有总部
board-target-zero = { $side }的奖章目标至少应为 1
board-malformed-id = `{ $id }` 不是可用的 id:id 由 1 到 64 个字母、数字、`-` 和 `_` 组成，并以字母或数字开头
board-duplicate-id = id `{ $id }` 被多个地点使用（id 不区分大小写）
board-duplicate-region-id = 区域 id `{ $id }` 已被使用（id 不区分大小写）
board-loop-path = 从 `{ $id }` 到其自身的路径是一个环
board-unknown-end = 一条路径连到 `{ $id }`，而它不是地图上的基地或总部
board-empty-ring = 区域 `{ $region }` 没有围成它的基地
board-ring-hq = 区域 `{ $region }` 的边界包含 `{ $id }`，它是总部而不是基地
board-ring-unknown = 区域 `{ $region }` 的边界包含 `{ $id }`，它不是地图上的基地
limit-play-locations = 这张地图有 { $n } 个地点（基地和总部）；引擎最多能玩 { $most } 个地点的地图
limit-play-regions = 这张地图有 { $n } 个区域；引擎最多能玩 { $most } 个区域的地图

## 写出的动作为何无法解析

syntax-error = 第 { $line } 行第 { $column } 列：应为{ $expected }，实为{ $found }
syntax-token = `{ $token }`
syntax-found-end = 动作的结尾
syntax-expected-end = 动作的结尾
syntax-expected-end-of-draw = 动作的结尾（一次抽兵最多指明 2 枚士兵）
syntax-expected-action = 一个动作（`draw`、`place`、`discard`、`recall`、`move`、`revive`、`freeze` 或 `skip`）
syntax-expected-troop = 一枚士兵（kwak、skully、capn、jumbo、hook、xb42、star、roxy，或代号 X、1 到 7）
syntax-expected-troop-or-end = 一枚士兵（kwak、skully、capn、jumbo、hook、xb42、star、roxy，或代号 X、1 到 7）或动作的结尾
syntax-expected-second-troop-or-end = 一枚士兵（kwak、skully、capn、jumbo、hook、xb42、star、roxy，或代号 X、1 到 7）或动作的结尾（一次抽兵最多指明 2 枚士兵）
syntax-expected-location = 一个地点 `@<id>`（字母、数字、`-` 和 `_`）
syntax-expected-rack-or-location = `rack` 或一个地点 `@<id>`（字母、数字、`-` 和 `_`）
syntax-expected-mark = 一个着法标记（`！`、`？`、`！！`、`？？`、`！？` 或 `？！`）
line-action-failed = 第 { $n } 个动作“{ $action }”：{ $error }

## 无法继续的课程步骤

run-not-allowed = 这个动作不被允许：{ $error }
run-line-unparsed = 这一行无法解析：{ $error }
run-lines-problem = 这一步的几行有问题：{ $error }
run-reply-not-allowed = 预定的回应在这里不被允许：{ $error }
run-solution-unplayable = 解答无法执行：{ $error }
run-reply-unplayable = 预定的回应无法执行：{ $error }
run-stage-unparsed = 它的动作无法解析：{ $error }
run-setup-unplayable = 这一步的布置无法执行：{ $error }

## 超出格式限制的文件

limit-map-locations = 这张地图有 { $n } 个地点；toyforge 最多接受 { $most } 个
limit-region-medals = 区域 `{ $region }` 有 { $n } 枚奖章；一个区域最多 { $most } 枚
limit-target = { $side }的奖章目标是 { $n }；目标最多为 { $most }
limit-text-length = `{ $path }` 超过了 { $most } 个字符，这是{ $what ->
    [name] 名称
   *[text] 文字
}的上限
limit-embedded-map-newer = 场景内的地图由更新版本的 toyforge 写成（格式 { $found }；本版本最多读取格式 { $newest }）；请更新 toyforge 后再打开
limit-steps = 这节课有 { $n } 步；一节课最多 { $most } 步
limit-practice-iterations = steps[{ $step }].opponent：`{ $opponent }` 每步要求 { $n } 次迭代；练习对手每步最多思考 { $most } 次（这里大约每步五分之一秒，而网页只有一个线程可用来思考）
limit-practice-millis = steps[{ $step }].opponent：`{ $opponent }` 每步要求 { $n } ms；练习对手每步最多思考 { $most } ms（网页只有一个线程可用来思考）
load-practice-opponent = steps[{ $step }].opponent：`{ $opponent }` 不是电脑等级（{ $reason }）；练习对手可以是 { $levels }
limit-position-medals = 该局面给了{ $side } { $n } 枚奖章；一方最多 { $most } 枚
limit-sections = 这门课程有 { $n } 个章节；一门课程最多 { $most } 个
limit-course-lessons = 这门课程列出了 { $n } 节课；一门课程最多 { $most } 节
limit-lesson-path = 第 { $n } 章：课程路径 `{ $path }…` 超过了 { $most } 个字符
course-no-title = 这门课程没有标题
course-no-sections = 这门课程没有章节；课程在 `sections` 中列出它的课
course-empty-section = 第 { $n } 章“{ $title }”没有课
course-lesson-twice = { $lesson } 被列出了两次；一门课程每节课只收一次
names-needs-format = `names`（其他语言中的名称）需要地图格式 { $format }；请写 `format： { $format }`
names-bad-tag = `{ $tag }` 不是 `zh` 或 `fr-CA` 这样的 BCP 47 语言标签
names-bad-tag-underscore = `{ $tag }` 不是 `zh` 或 `fr-CA` 这样的 BCP 47 语言标签（请写 `{ $hint }`）
names-unknown-id = `{ $tag }` 名称表给 `{ $id }` 起了名字，但它不是这张地图上的地点或区域
names-unknown-id-near = `{ $tag }` 名称表给 `{ $id }` 起了名字，但它不是这张地图上的地点或区域；是不是指 `{ $near }`？
# A problem with an unknown id, and the known id it was probably meant to be.
did-you-mean = { $problem }；是不是指 `{ $near }`？
names-empty = `{ $id }` 的 `{ $tag }` 名称是空的

## Numbers
percent = { $n }%
