# The desktop app's map workspace: the inspector, map facts, arrange, clipboard, the background
# and map panels, the tools' options, the balance lab, and play mode.

## 检查器

insp-nothing-selected = 未选中任何对象。单击画布上的对象，或拖出方框框选多个。
insp-map-counts = { $bases } 个据点，{ $hqs } 个总部，{ $paths } 条道路，{ $regions } 个区域
insp-path = 道路
insp-from = 起点
insp-to = 终点
insp-select-end = 选中这一端
insp-length = 长度
insp-items-selected = 已选中 { $n } 个对象
insp-mixed-selection = { $locations } 个地点，{ $regions } 个区域，{ $paths } 条道路。拖动其中一个即可一起移动；方向键微移。
insp-id = 标识
insp-id-hint = 字母、数字、- 和 _
insp-id-hover = 改名会同步更新所有用到这个标识的道路和区域环
insp-base = 据点
insp-special-base = 特殊据点
insp-name = 名称
insp-name-hint = 代替标识显示
insp-region-name-hint = 例如 城堡山
insp-special = 特殊
insp-special-hover = 地图规则中的特殊据点
insp-special-rule-hover = { $rule }：{ $effect }
insp-side = 阵营
insp-region = 区域
insp-medals = 奖章
insp-marker = 奖章位置
insp-ring = 由 { $n } 个据点组成的环：
insp-drop-unknown = 从环中去掉未知据点
insp-drop-unknown-hover = 只保留地图上存在的环据点
insp-position = 位置
insp-restrict = 限制战力
insp-restrict-hover = 只有选中的战力可以放在这里
insp-restrict-rule-hover = 这套规则把特殊据点限制为上面印着的战力
insp-unknown-end = { $id }（未知）
insp-repoint = 改接这一端
insp-choose = 选择…
insp-joined = 与 { $n } 个地点相连：
insp-joined-none = 还没有连接：用道路工具（P）画一条通往它的道路。
insp-delete = 删除
insp-delete-hover = 删除（地点会连同其道路一起删除）— Delete 键

## 修改被拒绝的原因

refuse-bad-id = `{ $id }` 不是有效的标识：请用 1 到 64 个字母、数字、`-` 或 `_`，并以字母或数字开头
refuse-id-used = 标识 `{ $id }` 已被使用
refuse-non-finite-move = 不能移动非有限的距离
refuse-non-finite-point = 不能移动到非有限的点
refuse-no-path = 没有道路连接 `{ $from }` 和 `{ $to }`
refuse-non-finite = { $kind ->
    [base] 据点需要有限的位置
    [hq] 总部需要有限的位置
   *[region] 区域的奖章位置需要是有限的
}
refuse-loop = 道路不能把 `{ $id }` 连到它自己
refuse-unknown = { $kind ->
    [base] 没有标识为 `{ $id }` 的据点
    [hq] 没有标识为 `{ $id }` 的总部
    [region] 没有标识为 `{ $id }` 的区域
    [location] 没有标识为 `{ $id }` 的据点或总部
   *[any] 没有任何对象的标识是 `{ $id }`
}
refuse-rename = 不能把 `{ $old }` 改名为 `{ $new }`

## 地图概况

facts-bases = 据点
facts-bases-value = { $restricted ->
    [0] { $n }（其中特殊 { $special } 个）
   *[other] { $n }（其中特殊 { $special } 个，受限 { $restricted } 个）
}
facts-hqs = 总部
facts-hqs-value = 蓝方 { $blue } 个，红方 { $red } 个
facts-paths = 道路
facts-paths-value = { $n }（每个据点平均 { $mean } 条，最多 { $max } 条）
facts-regions = 区域
facts-regions-value = { $n } 个，共 { $medals } 枚奖章（盒中共有 16 枚）
facts-targets = 目标
facts-targets-value = 蓝方 { $blue }，红方 { $red }
facts-territory = 势力范围
facts-territory-value = 离蓝方更近 { $blue } 个，离红方更近 { $red } 个，持平 { $even } 个
facts-territory-hover = 按离哪一方总部步数更少划分的据点
facts-symmetry = 对称
facts-symmetric = 对称：{ $how }
facts-not-symmetric = 不是镜像对称
symmetry = { $how ->
    [left_right] 左右镜像
    [top_bottom] 上下镜像
   *[point] 旋转半圈后相同
}
facts-pieces = 地图分成了 { $n } 个互不相连的部分
facts-unreachable = 有 { $n } 个据点无法从任何总部到达
facts-cannot-win = { $side }无法靠奖章获胜：地图上有 { $medals } 枚，目标为 { $target } 枚
facts-route-title = 到敌方总部的最短路线
facts-route-side = { $side }：
facts-route = { $n } 步，经过 { $via }
facts-route-direct = { $n } 步，途中没有据点
facts-route-hover = 选中并显示这条路线
facts-no-route = 没有路线

## 地图面板

mappanel-name = 名称
mappanel-author = 作者
mappanel-rule-set = 规则
mappanel-rule-none = 无
mappanel-target = { $side ->
    [blue] 蓝方目标
   *[red] 红方目标
}
mappanel-medals-suffix = { " " }枚奖章
mappanel-published = { $rule }：{ $effect }；目标 { $blue }/{ $red }，总部 { $hqs_blue }/{ $hqs_red }
mappanel-use-published = 采用官方目标 { $blue }/{ $red }
mappanel-notes = 备注
mappanel-notes-hint = 设计笔记、出处、平衡说明
names-intro = 用这些语言编写的课程会在棋盘和句子中显示这些名称。若某种语言在句中需要冠词，请以小写冠词开头（“la Porte du donjon”），棋盘上会省去冠词。留空则沿用地图自己的名称。
names-language = 名称语言
names-other = 其他语言（代码）
names-other-hint = pt-BR
names-show = 显示
names-count = { $language }：已命名 { $named } / { $n }
names-drop = 删除{ $language }的名称

## 背景图片

bg-choose = 选择图片…
bg-choose-hover = 用来描摹的棋盘 PNG 或 JPEG 图片
bg-remove = 移除
bg-none = 没有图片：在这里载入扫描的棋盘以便描摹。
bg-show = 显示图片
bg-opacity = 不透明度
bg-scale = 比例
bg-scale-suffix = { " " }单位/像素
bg-offset-x = 偏移 x
bg-unreadable = { $file }:无法读取图片：{ $error }
bg-not-image = { $file }:不是 PNG 或 JPEG 图片：{ $error }
bg-too-large = { $file }:图片为 { $width }×{ $height } 像素；toyforge 每边最多接受 { $max } 像素

## 复制、剪切、粘贴和再制

clip-menu-cut = 剪切
clip-menu-copy = 复制
clip-menu-paste = 粘贴
clip-menu-paste-hover = 把剪贴板中的地图对象粘贴到指针处
clip-menu-duplicate = 再制
clip-source = 剪贴板
clip-not-map = 无法粘贴：剪贴板中没有地图对象（{ $error }）
clip-select-to-duplicate = 请先选中要再制的对象
clip-nothing-to-duplicate = 没有可再制的对象
clip-select-to-copy = 请先选中要复制的对象
clip-empty = { $verb ->
    [paste] 无法粘贴：剪贴板中的地图没有据点、总部或区域
   *[duplicate] 无法再制：剪贴板中的地图没有据点、总部或区域
}
clip-too-many = { $verb ->
    [paste] 无法粘贴：地图将有 { $n } 个地点；toyforge 最多接受 { $max } 个
   *[duplicate] 无法再制：地图将有 { $n } 个地点；toyforge 最多接受 { $max } 个
}
clip-refused = { $verb ->
    [paste] 无法粘贴：{ $error }
   *[duplicate] 无法再制：{ $error }
}
clip-edit = { $verb ->
    [paste] 粘贴 { $n } 个对象
   *[duplicate] 再制 { $n } 个对象
}
clip-done = { $verb ->
    [paste] 已粘贴 { $n } 个对象
   *[duplicate] 已再制 { $n } 个对象
}
clip-done-dropped = { clip-done }；略去了 { $dropped } 个引用未复制对象的项：{ $ids }
clip-copied = 已把 { $n } 个对象复制为地图文本
clip-cut = 已剪切到剪贴板（地图文本）

## 使用了旧标识的课程

refs-title = 有课程使用旧标识
refs-body = `{ $old }` 已改为 `{ $new }`，但基于这张地图写的 { $n } 个课程仍在使用 `{ $old }`：
refs-file = { $file }（{ $n } 处）
refs-how = 更新只改写其中的标识（带引号的标识和 @标识），每个文件都会安全保存。
refs-update = 更新这些课程
refs-leave = 保持不变
refs-updated = 已在 { $n } 个课程中把 `{ $old }` 改为 `{ $new }`；也请保存地图
refs-updated-open = { refs-updated }。{ $file } 正在课程工作区中打开：重新打开才能看到改动

## 工具的提示与选项

tool-too-close = { $kind ->
    [base] 离 `{ $id }` 太近：请把据点放在空地上
   *[hq] 离 `{ $id }` 太近：请把总部放在空地上
}
tool-hq-hint = 单击放置{ $side ->
    [blue] 蓝方
   *[red] 红方
}总部；再按 H 切换为{ $other ->
    [blue] 蓝方
   *[red] 红方
}
tool-hq-side = 阵营：
tool-hq-side-count = { $side }（{ $n }）
tool-hq-side-hover = 括号中是这一方已在地图上的总部数
tool-hq-published = { $rule }：蓝方 { $blue } 个，红方 { $red } 个
tool-path-same-ends = 道路需要两个不同的端点
tool-path-joined = `{ $from }` 和 `{ $to }` 已经相连
tool-path-start = 请从据点或总部开始画道路
tool-path-end = 道路必须终止于据点或总部
tool-path-dragging = 从 `{ $from }` 出发的道路：在另一端松开（Esc 取消）
tool-region-no-ring = 没有据点环围住这个点：请先用道路把周围的据点连起来
tool-region-exists = 这块区域已经是区域 `{ $id }`
tool-region-added = 已添加区域：请在检查器中设置它的奖章和名称
tool-special-none = { $rule }没有特殊据点：请在地图面板中选择其他规则
tool-special-hq = 总部不能是特殊据点
tool-special-rule = { $rule }：
tool-special-no-rule = 没有规则：请在地图面板中选择一套，以确定特殊据点的作用
tool-special-allowed = 允许：

## 排列菜单和“补全另一半”

arrange-step = { $action ->
    [mirror_left_right] 左右镜像
    [mirror_top_bottom] 上下镜像
    [half_turn] 旋转半圈
    [clockwise] 顺时针旋转 90°
    [anticlockwise] 逆时针旋转 90°
    [align_left] 左对齐
    [align_right] 右对齐
    [align_top] 顶端对齐
    [align_bottom] 底端对齐
    [align_centre_x] 垂直居中对齐
    [align_centre_y] 水平居中对齐
    [distribute_horizontally] 水平等距分布
   *[distribute_vertically] 垂直等距分布
}
arrange-item = { arrange-step }
arrange-nothing = 无需{ arrange-step }：所选对象已经如此
arrange-about-selection = 围绕所选对象的中心旋转
arrange-about-selection-hover = 关闭时：镜像和旋转围绕棋盘中心进行
arrange-board-centre = 棋盘中心 x { $x }，y { $y }
arrange-board-centre-none = 棋盘中心：尚未确定
arrange-measure = 测量
arrange-measure-hover = 把棋盘中心设为当前所有地点的平均位置
arrange-complete-menu = 补全另一半…
arrange-complete-hover = 生成所选一半（或整张地图）的镜像，并交换双方
arrange-select-to-turn = 请先选中要镜像或旋转的对象
arrange-select-to-align = 请选中两个或更多对象再对齐
arrange-select-to-distribute = 请选中三个或更多对象再分布
arrange-cannot-complete = 无法补全另一半：{ $error }
arrange-already-complete = 另一半已经完整：没有要添加的
arrange-complete-step = 补全另一半
arrange-added = 已添加另一半：{ $summary }
arrange-added-notes = 已添加另一半：{ $summary }。注意：{ $notes }
arrange-summary = { $bases } 个据点、{ $hqs } 个总部、{ $paths } 条道路和 { $regions } 个区域
arrange-half-all = 这一半：整张地图（选中对象则只补全它们）。
arrange-half-selected = 这一半：选中的 { $n } 个对象。
arrange-complete-title = 补全另一半
arrange-symmetry = 对称
arrange-goes = 另一半放在
arrange-beside = { $side ->
    [right] 右侧
    [left] 左侧
    [below] 下方
   *[above] 上方
}
arrange-half-drawn = 已画的一半
arrange-centre-x = 中心 x
arrange-board-centre-button = 棋盘中心
arrange-board-centre-hover = 所有地点的平均位置，即对称检查使用的中心
arrange-ids-half = 这一半的标识
arrange-ids-twins = 对应一半的标识
arrange-ids-how = `*` 代表标识的其余部分：用 `*` 和 `red-*` 时，`left-ford` 的对应标识为 `red-left-ford`。总部会互换 `blue` 和 `red`。
arrange-adds = 将添加 { $summary }。
arrange-complete = 补全

## 画布

canvas-empty = 空战场：按 B 并单击放置据点，按 H 放置总部，按 P 连接它们

## 平衡实验室（分析部分）

lab-compare = 对比（A/B）
lab-suggestions = 建议
lab-skill = 技巧与运气
lab-static = 静态概况
lab-results = 结果
lab-side-ai = { $side ->
    [blue] 蓝方电脑
   *[red] 红方电脑
}
lab-ai = { $level ->
    [random] 随机
    [greedy] 贪心
    [expert] 专家
   *[mcts] MCTS
}
lab-iterations-suffix = { " " }次
lab-iterations-hover = 每步的搜索次数（较慢：先试几百局）
lab-games = 局数
lab-seed = 种子
lab-seed-hover = 相同的种子下出相同的对局
lab-run = 运行
lab-run-hover = 在后台用所有核心下这些对局
lab-show-on-map = 在地图上显示
lab-show-on-map-hover = 用结果给画布上的据点着色并标注区域
lab-stale-run = 已过期：这次运行后地图有改动（再次运行以更新）
lab-cancelled-early = 在任何一局下完之前就取消了
lab-progress = { $done } / { $total } { $what ->
    [games] 局
    [pairs] 对
    [steps] 步
   *[maps] 张地图
}
lab-progress-cancelling = 正在取消… { lab-progress }
lab-no-thread = 无法启动 { $name } 线程：{ $error }
lab-failed = 分析失败：{ $error }
lab-stopped = 分析意外停止

## 一次运行的结果

lab-rate = { $n }（{ $rate }%，95% 置信区间 { $low }–{ $high }%）
lab-run-head = { $n } 局，蓝方：{ $blue }，红方：{ $red }，种子 { $seed }，用时 { $secs } 秒
lab-run-head-cancelled = { $head }（已取消：下了 { $asked } 局中的 { $played } 局）
lab-wins = 胜局：蓝方 { $blue }，红方 { $red }，未完成 { $unfinished }
lab-first-player = 先手
lab-wins-by-reason = 按获胜方式
lab-all = 合计
lab-ending = { $kind ->
    [hq_race] 总部竞速：多数对局以攻占总部结束，通往总部的路线决定平衡，改奖章作用不大。可以加长或守住一条路线，或降低目标让奖章起作用。
    [medal_race] 奖章竞赛：多数对局以达到奖章目标结束，奖章、目标和通往争夺区域的道路是调整的手段。
    [stalls] 许多对局僵持：行动方既不能抽兵也不能放置，往往是路线太长、储备先用完。降低目标能让对局在棋盘上分出胜负。
   *[mixed] 混合型：攻占总部、奖章获胜和僵持都会决定胜负，路线和奖章都重要。
}
lab-reason = { $how ->
    [hq] 攻占总部
    [medals] 奖章
   *[stalled] 僵局
}
lab-unfinished = 未完成
lab-length = 对局长度（平均 { $turns } 回合，{ $actions } 个动作）
lab-turns = { $n } 回合
lab-axis-turns = 回合
lab-axis-games = 局
lab-regions = 区域：领取方（平均回合）
lab-nobody = 无人
lab-region-hover = 标识 `{ $id }`：{ $n } 枚奖章
lab-bases = 据点：终局时的占据方
lab-empty = 空
lab-base-hover = 标识 `{ $id }`
lab-none-decided = 没有一局分出胜负
lab-favoured = { $side ->
    [blue] 蓝方占优（分出胜负的对局中赢 { $pc }%）
   *[red] 红方占优（分出胜负的对局中赢 { $pc }%）
}
lab-seat-helps = { $seat ->
    [first] 先手有利（{ $pc }%）
   *[second] 后手有利（{ $pc }%）
}
lab-no-advantage = 在 95% 置信水平下没有明显优势
lab-metrics = 设计指标
lab-metrics-hover = 公式见平衡指南（docs/balance-guide.md）
lab-metric-head = 指标
lab-value-head = 数值
lab-interval-head = 95% 区间
lab-metric-hover = 计入 { $n } 局；JSON 中为 `{ $id }`
lab-side-balance = 双方平衡
lab-side-balance-hover = 1 − |2 × 蓝方在分出胜负对局中的胜率 − 1|：1 表示均衡
lab-metric = { $metric ->
    [first_mover] 先手胜率
    [blue_wins] 蓝方胜率
    [unfinished] 未完成
    [end_hq] 以攻占总部结束
    [end_medals] 以奖章结束
    [end_stalled] 以僵局结束
    [turns] 回合数
    [branching] 分支因子
    [branching_max] 最大分支
    [decision_share] 决策回合
    [coverage] 棋盘覆盖率
    [drama] 悬念
    [deficit] 胜者的落后
    [lead_changes] 领先易手
   *[comeback] 逆转
}

## 对比（A/B）

lab-compare-about = 草稿（B）对地图文件（A），两者用相同的种子和上面的电脑对弈。
lab-pairs = 对局对数
lab-against-saved = 草稿对已保存文件
lab-against-saved-hover = A 是上次保存的地图；B 是带有你的修改的草稿
lab-not-saved = 地图还没有保存到文件
lab-against-file = 对另一个文件…
lab-cancel-compare = 取消对比
lab-draft-error = 草稿：{ $error }
lab-cancelled-no-pair = 在任何一对下完之前就取消了
lab-stale-compare = 已过期：这次对比后草稿有改动
lab-note = 注意：{ $note }
lab-pairs-hover = { $n } 对；JSON 中为 `{ $id }`
lab-significant = 在比较的 { $n } 项指标中于 5% 水平下显著（Holm 校正：p = { $holm }）
lab-map-shows = 地图显示
lab-shows-heat = 上次运行的热度
lab-shows-diff = A/B 差异

## 建议

lab-games-a-change = 每项改动的局数
lab-cancel-suggest = 取消建议
lab-suggest = 建议改动
lab-suggest-hover = 判断是否有一方占优；若有，把每个区域的奖章和每个目标各加一、减一试一遍，只给出在新种子上、在更强的级别下也有帮助的改动
lab-stale-suggest = 已过期：得出这些建议后地图有改动
lab-suggest-now = 目前双方都用{ $level }时，蓝方在分出胜负的对局中赢 { $pc }（{ $low } 至 { $high }），每张地图 { $n } 局。
lab-suggest-stronger-now = 在新种子上用{ $level }时，原地图上蓝方在分出胜负的对局中赢 { $pc }。
lab-suggest-fair = 双方都没有可测出的优势：无需改动。
lab-suggest-how = 有一方占优。每个改动先在相同的对局上试过，最好的几个又在新种子上用{ $level }和{ $stronger }各试一次；只给出两者都有帮助的改动。
lab-suggest-none = { $n ->
    [0] 没有改动让对局更接近均势：不提供建议。
   *[other] 有 { $n } 个改动在相同的对局上有帮助，但在新种子上没有在两个级别都再次有帮助：不提供建议。
}
lab-suggest-effect = { $level }：蓝方赢 { $after }，原为 { $before }（{ $low } 至 { $high }）
lab-suggest-diff = 蓝方胜率的配对差 { $diff }%（{ $low }% 至 { $high }%），p = { $p }
lab-apply = 应用
lab-apply-hover = 采用建议 { $n }（可撤销）并重新运行
lab-tweak-medals = { $region }从 { $from } 枚奖章改为 { $to } 枚
lab-tweak-target = { $side ->
    [blue] 蓝方目标从 { $from } 改为 { $to }
   *[red] 红方目标从 { $from } 改为 { $to }
}

# $a, $b：两个地点的名称。
lab-tweak-add-path = 在{ $a }和{ $b }之间新增一条路径
lab-tweak-remove-path = 去掉{ $a }和{ $b }之间的路径
# $base：基地名称；$on：yes（改为特殊基地）或 no（改为普通基地）。
lab-tweak-special = { $on ->
    [yes] { $base }改为特殊基地
   *[no] { $base }改为普通基地
}
lab-tweak-move-special = 特殊基地从{ $from }移到{ $to }

## 平衡器

lab-balancer = 平衡器
lab-games-a-map = 每张地图的局数
lab-balance-within = 允许范围 ±（百分点）
lab-balance = 平衡草稿
lab-cancel-balance = 取消平衡
lab-balance-hover = 搜索小改动（某区域的奖章、目标、路径、特殊基地），直到在新的种子上，蓝方在{ $level }和{ $stronger }下的胜率都在 50 ± { $within }% 之内，并尽量少改。搜索时每张地图在第一个难度下打 { $games } 局，在第二个难度下打 { $fewer } 局，确认时加倍。
lab-stale-balance = 已过期：得出这次搜索后地图有改动
lab-balance-mirror = 地图是对称的：与镜像相同的部分会和镜像一起修改。
lab-balance-before = 原图：{ $shares }
lab-balance-after = 改动后：{ $shares }
lab-balance-share = { $level } { $pc }（{ $low } 至 { $high }）
lab-balance-fair = 各难度下都已在范围内：无需改动。
lab-balance-unclear = 没有哪个难度明显超出范围（每个区间都与范围重叠）：无需改动。多打几局也许能看清。
lab-balance-nothing = 没有哪项改动能让它更接近范围。
lab-balance-found = { $n } 项改动即可进入范围：
lab-balance-nearest = 没有找到范围内的地图；最接近的需要 { $n } 项改动：
lab-balance-apply = 全部应用
lab-balance-apply-hover = 把所有改动作为一步完成（可撤销）

## 技巧与运气

lab-games-a-rung = 每级局数
lab-mcts-budgets = MCTS 小 / 满
lab-cancel-skill = 取消技巧阶梯
lab-run-skill = 运行技巧阶梯和运气
lab-run-skill-hover = 每个等级对下一级，双方座位各一次；然后同样的棋手把每局下两遍，第二遍重新发放运气（MCTS 较慢）
lab-stale-skill = 已过期：这次阶梯后地图有改动
lab-luck = 运气指数 { $index }（95% 置信区间 { $low } 至 { $high }）：重新发放运气后，两次都分出胜负的 { $n } 局中有 { $same } 局由同一颜色获胜
lab-luck-hover = 0：运气从不改变胜者；1：胜者如同每次重新抽签
lab-level-head = 等级
lab-wins-below-head = 对下一级的胜率
lab-verdict-head = 结论
lab-ends-head = 总部 / 奖章 / 僵局
lab-rung = { $strong } 对 { $weak }
lab-verdict = { $verdict ->
    [even] 双方均势
    [blue] 蓝方占优
    [red] 红方占优
   *[undecided] 没有分出胜负的对局
}
lab-blue-won = 蓝方在分出胜负的对局中赢了 { $pc }%
lab-verdict-holds = 每一级的平衡结论都相同
lab-verdict-changes = 平衡结论随对弈水平而变化
lab-inverted-mark = 倒挂
lab-inverted-rung = 倒挂的一级：{ $strong } 对 { $weak }（本应较弱的一级）只赢 { $pc }%（{ $low }–{ $high }%）

## 静态概况

lab-route = { $side }：{ $n } 步（{ $route }）
lab-no-route = { $side }：没有路线
lab-symmetry = 对称：{ $how }
lab-no-symmetry = 对称：无（双方面对的地形不同）
lab-target = { $side }：目标 { $target }，地图上有 { $medals } 枚奖章{ $reachable ->
    [yes] {""}
   *[no] （无法达到）
}
lab-region-steps = 每个总部到每个区域的步数（最近 / 最远的据点）

## 画布上热度图的图例

legend-heat = 热度：终局时谁占据每个据点
legend-heat-blue = 蓝方
legend-heat-red = 红方
legend-heat-note = 越淡：占据的局数越少。区域条：蓝方 | 红方的领取
legend-diff = A/B：B − A，谁更常占据每个据点
legend-diff-blue = B 中蓝方更多
legend-diff-red = B 中红方更多
legend-diff-note = 越浓：差异越大（占对局 ±50% 时最浓）

## 对弈模式

play-opponent = { $who ->
    [hot_seat] 双人轮流
    [blue] 电脑执蓝方
    [red] 电脑执红方
   *[both] 电脑执双方
}
play-origin-map = 在{ $name }上开新局，种子 { $seed }
play-origin-scenario = 局面 { $file }
play-origin-scenario-titled = 局面“{ $title }”（{ $file }）
new-map-name = 未命名战场
play-no-game = 没有正在进行的对局。
play-mid-effect = 对局开始于一个效果进行中；无法写出它的局面。
play-write-failed = 无法写入 { $file }：{ $error }
play-saved-start = 已把起始局面保存到 { $file }。
play-saved-moves = { $n ->
    [0] 已把起始局面保存到 { $file }（还没有走任何一步）。
   *[other] 已把起始局面和已走的 { $n } 个动作保存到 { $file }。
}
play-saved-note = { $said }注意：{ $note }。
saved-game-title = { $map }上的对局
saved-game-step = 对局实录
saved-game-intro = 从这个局面开始的对局，共 { $n } 个动作，每个动作一个阶段。
saved-game-stops = 对局到此为止，轮到{ $side }行动。
saved-game-stage-end = { $action }{ $outcome }
saved-game-start-unwritable = 无法写回起始局面：{ $error }
saved-game-no-replay = 第 { $n } 个动作 `{ $action }` 无法再重放：{ $error }
saved-game-refused = 第 { $n } 个动作 `{ $action }` 无法写入：保存的局面拒绝它（{ $error }）
saved-game-divergence = 第 { $n } 个动作 `{ $action }` 重放后局面不同（记谱法无法说明 XB-42 弃掉的是否是被冻结的那一个）
play-started-from = 已从 { $file } 开始。
play-cannot-start = { $file }:{ $error }
play-no-move = 电脑找不到{ $side ->
    [blue] 蓝方
   *[red] 红方
}可走的一步。
play-choose-setup = 在上方选好设置，然后按“开始对局”。
play-start = 开始对局
play-show-all = 全部显示
play-start-scenario = 从局面开始…
play-start-scenario-hover = 选择一个局面文件作为起点
play-game-over = 对局结束：{ $side }获胜
play-to-move = 轮到{ $side }
play-to-move-computer = 轮到{ $side }（电脑，{ $level }）
play-medals = 奖章：蓝方 { $blue } / { $blue_target }，红方 { $red } / { $red_target }
play-edit-as-lesson = 作为课程编辑
play-edit-as-lesson-hover = 在课程工作区中打开 { $file } 以添加讲解
play-save = 保存为局面
play-save-again = 再次把对局写入 { $file }
play-save-choose = 选择保存对局的文件
play-save-as = 另存为局面…
play-with-moves = 包括着法
play-with-moves-hover = 把已走的着法作为讲解步骤加入，把对局变成课程；不勾选则只保存起始局面
play-moves = 着法
play-levels = 电脑等级：{ $levels }
play-delay = 每步间隔
play-seconds-suffix = { " " }秒
play-delay-hover = 上一步之后电脑等待多久再走
play-resume = 让电脑继续
play-step = 走一步
play-step-hover = 让电脑走一步
play-step-disabled = 轮到的一方不是电脑
play-pause = 暂停
play-pause-hover = 停下电脑；之后你可以替它走，或让它走一步
play-thinking = 思考中…
play-paused = 电脑已暂停。
play-rack-of = { $side }的板块架：
play-face-down = { $n } 枚士兵，背面朝上
play-move = { $n }. { $side ->
    [blue] 蓝方
   *[red] 红方
} { $text }
play-start-of-game = 对局开始
play-ready = 我准备好了
play-turn-of = 轮到{ $side }
play-hand-over = 板块架已隐藏。请交给{ $side }，由对方按下按钮（或空格键）查看自己的板块架。

## 对弈模式的设置栏

play-seed = 种子
play-first = 先手：
play-first-random = 随机
play-first-name = 先手
play-first-game = 入门局
play-opponent-label = 对手：
play-opponent-name = 对手
play-level-side = { $side }：
play-level-name = { $side }电脑等级
play-level-status = { $side }：{ $level }
ai-level = { $level ->
    [random] 随机
    [greedy] 贪心
    [expert] 专家
    [custom] MCTS（N 次）
   *[mcts] MCTS
}
ai-level-iterations = MCTS（{ $n } 次）
ai-level-millis = MCTS（每步 { $n } 毫秒）
ai-level-expert-iterations = 专家（{ $n } 次）
ai-level-expert-millis = 专家（每步 { $n } 毫秒）
play-expert-hover = 以自我对弈对局拟合评估的树搜索：在大多数战场上，每步用时相同时比 MCTS 更强，但在云之城上不然
play-mcts-custom-hover = 蒙特卡洛树搜索，每步的搜索次数可自选
play-level-hover = { $side }电脑的等级：{ $levels }
play-iterations = 次数
play-iterations-hover = { $side }电脑每步的搜索次数（mcts 为 { $n } 次）

## 地图检查发现的问题

problem-list-more = { $list } 等另外 { $n } 个
problem-empty-name = 地图没有名称；玩家会在菜单和报告中看到它。
problem-non-finite-position = { $what ->
    [base] 据点
   *[hq] 总部
} { $id } 的位置不可用（{ $x }， { $y }）；请给它有限的坐标。
problem-non-finite-marker = 区域 { $id } 的奖章位置不可用（{ $x }， { $y }）。
problem-loop-path = 道路 { $n } 把 { $id } 连到它自己；道路必须连接两个不同的地点。
problem-duplicate-path = 道路 { $n } 再次连接 { $from } 和 { $to }（道路 { $first } 已经连接）；请删掉一条。
problem-missing-hq = { $side ->
    [blue] 蓝方
   *[red] 红方
}没有总部；每一方至少需要一个。
problem-hqs-adjacent = { $side ->
    [blue] 蓝方
   *[red] 红方
}总部 { $from } 与{ $other ->
    [blue] 蓝方
   *[red] 红方
}总部 { $to } 相连：放下的第一枚士兵就会立即获胜。
problem-path-between-own-hqs = { $from } 和 { $to } 之间的道路两端都是{ $side ->
    [blue] 蓝方
   *[red] 红方
}总部，永远用不上（总部从不作为连线的一步）。
problem-isolated = { $what ->
    [base] 据点
   *[hq] 总部
} { $id } 没有任何道路；请把它连到地图上或删除它。
problem-unreachable = 据点 { $ids } 无法从任何总部到达；士兵只能靠铁钩猴去那里。
problem-target-zero = { $side ->
    [blue] 蓝方的奖章目标为 0；蓝方在第一回合前就已获胜。
   *[red] 红方的奖章目标为 0；红方在第一回合前就已获胜。
}
problem-target-above-total = { $side ->
    [blue] 蓝方的奖章目标为 { $target }，但各区域一共只有 { $total } 枚奖章；蓝方永远无法靠奖章获胜（地图仍可对弈）。
   *[red] 红方的奖章目标为 { $target }，但各区域一共只有 { $total } 枚奖章；红方永远无法靠奖章获胜（地图仍可对弈）。
}
problem-too-many-medals = 各区域共有 { $total } 枚奖章，但盒中只有 { $box } 个奖章标记。
problem-hq-count-differs = { $rule }中{ $side ->
    [blue] 蓝方
   *[red] 红方
}有 { $n } 个总部；这张地图有 { $count } 个。
problem-target-differs = { $rule }中{ $side ->
    [blue] 蓝方
   *[red] 红方
}的目标是 { $n } 枚奖章；这张地图要求 { $target } 枚。
problem-no-special-bases = 地图采用{ $rule }规则，却没有标记任何特殊据点，这条规则永远不会生效。
problem-special-without-restriction = 特殊据点 { $id } 没有列出允许的战力；在{ $rule }中，特殊据点只限制能放在上面的士兵。
problem-empty-restriction = { $what ->
    [base] 据点
   *[hq] 总部
} { $id } 不允许任何战力，因此永远放不下士兵；请至少列出一种，或取消限制。
problem-repeated-strength = { $what ->
    [base] 据点
   *[hq] 总部
} { $id } 允许的战力中 { $strengths } 重复出现。
problem-list-sep = {"、"}
problem-id-user = { $what ->
    [base] 据点
    [hq] 总部
   *[region] 区域
} { $id }
problem-duplicate-id = 标识 { $id } 被用了 { $n } 次（{ $users }）；标识必须唯一，不区分大小写。
problem-malformed-id-empty = { $what ->
    [base] 据点
    [hq] 总部
   *[region] 区域
}的标识 { $id } 是空的。
problem-malformed-id-long = { $what ->
    [base] 据点
    [hq] 总部
   *[region] 区域
}的标识 { $id } 长 { $n } 个字符（最多 { $max } 个）。
problem-malformed-id-chars = { $what ->
    [base] 据点
    [hq] 总部
   *[region] 区域
}的标识 { $id } 必须以字母或数字开头，并且只含字母、数字、“-”和“_”。
problem-unknown-location = 道路 { $n }（{ $from } 到 { $to }）通向 { $end }，地图上没有它。
problem-unknown-locations = 道路 { $n }（{ $from } 到 { $to }）通向 { $end } 和 { $other }，地图上没有它们。
problem-unknown-end-region = { $id }（这是区域，不是据点或总部）
problem-no-route-to-enemy-hq = 从{ $side ->
    [blue] 蓝方
   *[red] 红方
}总部 { $ids } 出发，没有一串据点能通到敌方总部；{ $side ->
    [blue] 蓝方
   *[red] 红方
}永远无法靠攻占总部获胜。
problem-ring-unknown-base = 区域 { $id } 的环列出了 { $ids }，地图上没有。
problem-ring-has-hq = 区域 { $id } 的环包含总部 { $ids }；区域只能由据点围成。
problem-ring-repeats-base = 区域 { $id } 的环多次经过 { $ids }；每个据点只能出现一次。
problem-ring-too-short = 区域 { $id } 的环只有 { $n } 个据点；一个环至少需要 3 个据点围住奖章标记。
problem-ring-not-closed = 区域 { $id } 的环没有闭合：{ $gaps } 之间没有道路。
problem-ring-gap = { $from } 和 { $to }
problem-ring-gap-sep = {"，"}
problem-marker-outside-ring = 区域 { $id } 的奖章标记位于（{ $x }， { $y }），在它的环之外；请把标记移到环内，或修正这个环。
problem-duplicate-region = 区域 { $first } 和 { $id } 的环相同；它们的奖章总会被一起夺取。
problem-region-without-medals = 区域 { $id } 没有奖章，夺取它不会改变任何事。
problem-ring-differs-from-drawing = 区域 { $id } 的环是 { $ring }，但图中围住它标记的是 { $found }。
problem-no-face-around-marker = 区域 { $id } 的环围住了标记，但图中没有哪一块面围住它；它的据点之间的道路可能相交。
problem-special-without-rule = 据点 { $ids } 被标为特殊，但地图没有指定规则；请选择有特殊据点的规则，或取消标记。
problem-special-on-rule-without = 据点 { $ids } 被标为特殊，但{ $rule }没有特殊据点；请选择有特殊据点的规则，或取消标记。
problem-paths-cross = { $from } 和 { $to } 之间的道路在图中与 { $other-from } 和 { $other-to } 之间的道路相交；玩家可能看错哪些地点相连。
problem-path-through-location = { $from } 和 { $to } 之间的道路画得穿过了 { $id }，却并不连接它；玩家可能以为它们相连。
problem-locations-overlap = { $ids } 画得叠在一起（距离小于 { $spacing } 个单位）；请把它们分开。
problem-unlisted = 未列出的 { $kind } 类警告：{ $n } 条（已列出前 { $shown } 条）。
problem-unlisted-at-least = 未列出的 { $kind } 类警告：至少 { $n } 条（已列出前 { $shown } 条）；地图的道路太多，无法全部计数。
problem-too-large-locations = 地图有 { $n } 个地点（据点和总部）；引擎最多只能下 { $max } 个地点的地图，所以这张地图无法对弈。
problem-too-large-regions = 地图有 { $n } 个区域；引擎最多只能下 { $max } 个区域的地图，所以这张地图无法对弈。
problem-unplayable = 地图无法对弈：{ $reason }
problem-impossible-position = 预设局面不可能出现：{ $reason }

## 热力图的文字（区域奖章下的条、基地的提示）

heat-bar = 蓝 { $blue } · 红 { $red }
heat-tip-held = { $id }：倾向 { $lean }，在 { $share } 的对局中被占据
heat-tip-absent = { $id }：不在这批对局中
heat-tip-diff = { $id }：B − A { $d }
heat-tip-not-compared = { $id }：未比较

transform-path = `{ $from }` 与 `{ $to }` 之间的路径
transform-region = 区域 `{ $id }`
transform-pattern-star = 模式 `{ $pattern }` 必须恰好含一个 `*`
transform-pattern-invalid = 模式 `{ $pattern }` 生成的标识无效：请只用字母、数字、`-` 或 `_`
transform-patterns-same = 两个模式相同：对称项会得到相同的标识
transform-centre-not-finite = 棋盘中心不是一个有限的点
transform-targets-differ = 双方的奖章目标不同（蓝方 { $blue }，红方 { $red }）：对称地图应设为相同
transform-no-position = `{ $id }` 没有有限的位置：未生成对称项
transform-twin-taken = `{ $id }` 的对称项会落在 `{ $other }` 的位置，而它不是同类的对称项（基地需要特殊标记与强度相同的基地，总部需要另一方的总部）
transform-path-no-twin = `{ $from }` 与 `{ $to }` 之间的路径没有对称项：它的一端没有
transform-region-no-twin = 区域 `{ $id }` 没有对称项：它环上的一个基地没有
