# 规则写出的句子:双方、士兵、效果、断言和动作。

## 双方与士兵

side = { $side ->
    [blue] 蓝方
   *[red] 红方
}
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

## 断言

claim-legal = 这条线路的每个动作都合规。
claim-illegal = 最后一个动作不合规。
claim-illegal-why = 最后一个动作不合规,原因是{ $why }。
claim-illegal-quote = 最后一个动作不合规(“{ $quote }”)。
claim-illegal-why-quote = 最后一个动作不合规,原因是{ $why }(“{ $quote }”)。
claim-wins = { $how ->
    [hq] { $side }攻占敌方总部而获胜。
    [medals] { $side }达到奖章目标而获胜。
   *[stalled] { $side }获胜,因为对方既不能抽兵也不能放置。
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

## 动作

action-place = { $side }把{ $troop }放在{ $place }。
action-place-covering = { $side }把{ $troop }放在{ $place },覆盖{ $owner ->
    [blue] 蓝方
   *[red] 红方
}的{ $covered }。
action-draw = { $side }抽兵。
action-draw-named = { $side }抽到{ $troops }。
action-draw-effect = { $side }抽兵({ $effect })。
action-draw-named-effect = { $side }抽到{ $troops }({ $effect })。
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
   *[stalled] { $side }获胜,因为行动方既不能抽兵也不能放置
}
goal-win = 赢下这局
goal-medals = 在 { $within } 回合内拿到 { $n } 枚奖章
goal-capture-hq = 在 { $within } 回合内攻占敌方总部
goal-missed-lost = { $outcome }
goal-missed-win = 没有赢下这局
goal-missed-medals-ended = 对局结束({ $outcome }),{ $side }只有要求的 { $n } 枚奖章中的 { $medals } 枚
goal-missed-medals = { $within } 回合后,{ $side }只有要求的 { $n } 枚奖章中的 { $medals } 枚
goal-missed-hq-ended = 对局结束,但没有按要求攻占总部:{ $outcome }
goal-missed-hq = { $within } 回合内没有攻占敌方总部

## Maps that cannot be played and impossible positions
board-unplayable = 该地图无法进行游戏：{ $problem }
board-unplayable-many = 该地图无法进行游戏(共 { $n } 个问题)：{ $problems }
position-impossible = 不可能的局面：{ $problem }
position-impossible-many = 不可能的局面(共 { $n } 个问题)：{ $problems }

## Numbers
percent = { $n }%
