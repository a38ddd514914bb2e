# 桌面应用：菜单、工具栏、状态栏、面板、工具和对话框。

## 菜单栏

menu-file = 文件
menu-edit = 编辑
menu-arrange = 排列
menu-view = 视图
menu-help = 帮助
menu-language = 语言
menu-language-system = 跟随系统（{ $language }）
menu-undo = 撤销
menu-undo-step = 撤销{ $step }
menu-redo = 重做
menu-redo-step = 重做{ $step }
menu-select-all = 全选
menu-delete-selection = 删除所选
menu-fit = 地图适应窗口
menu-show-grid = 显示网格（{ $key }）
menu-snap = 吸附到网格（{ $key }）
menu-grid-step = 网格间距
menu-show-ids = 显示标识（{ $key }）
menu-dark-theme = 深色主题
menu-new = 新建
menu-open = 打开…
menu-open-recent = 最近打开
menu-no-recent = 没有最近的文件
menu-open-course = 打开课程…
menu-open-bundled = 打开自带的城堡战场
menu-save = 保存
menu-save-as = 另存为…
menu-save-lesson = 保存课
menu-save-lesson-as = 课另存为…
menu-export-svg = 导出 SVG…
menu-export-png = 导出 PNG…
menu-background = 背景图片…
menu-system-dialogs = 使用系统的文件对话框
menu-quit = 退出

## 模式

mode-edit = 编辑地图
mode-play = 试玩
mode-lesson = 课

## 工具栏和工具

tool-hover = { $what }（{ $key }）
tool-select = 选择
tool-base = 据点
tool-path = 道路
tool-hq = 总部
tool-special = 特殊据点
tool-region = 区域
tool-select-about = 单击选择，Shift+单击添加，在空地上拖动框选，拖动已选对象移动所选；方向键微移，Delete 删除
tool-base-about = 在空地上单击放置据点
tool-path-about = 逐个单击据点，画出一串道路（按 Esc、双击或单击空地结束），或从一个据点或总部拖到另一个
tool-hq-about = 单击放置所选一方的总部；再按 H 切换阵营
tool-special-about = 单击放置地图规则中的特殊据点；单击据点把它设为特殊或普通
tool-region-about = 在道路围成的区域内单击：自动找出它的据点环
toolbar-fit = 适应
toolbar-fit-hover = 显示整张地图（F）
toolbar-zoom-in = 放大（+）
toolbar-zoom-out = 缩小（−）
toolbar-ids = 标识
toolbar-ids-hover = 显示标识和名称（I）
toolbar-snap = 吸附
toolbar-snap-hover = 吸附到网格（Shift+G）
toolbar-grid = 网格
toolbar-grid-hover = 显示网格（G）

## 状态栏

count-errors = { $n } 个错误
count-warnings = { $n } 个警告
status-unsaved = { $name } • 未保存
status-nothing-to-undo = 没有可撤销的操作
status-nothing-to-redo = 没有可重做的操作
status-renamed = 已把 `{ $old }` 全部改名为 `{ $new }`

## 侧面板

panel-inspector = 检查器
panel-objects = 对象
panel-problems = 问题（{ $errors } 个错误，{ $warnings } 个警告）
panel-facts = 地图概况
panel-analysis = 分析
panel-map = 地图
panel-background = 背景图片
panel-names = 其他语言的名称

## CJK 字体

font-cjk-missing = No Chinese font is installed, so Chinese text shows as boxes. Install one (on Debian or Ubuntu: sudo apt install fonts-noto-cjk) and start toyforge again, or choose another language in the Language menu.
font-cjk-dismiss = 关闭

## 对话框

dialog-ok = 确定
dialog-cancel = 取消
dialog-close = 关闭

## 后台任务（实验室对局、课程检查）
job-cancelling = 正在取消…… { $what }
job-no-thread = 无法开始：没有可用的线程（{ $error }）
job-stopped = 任务意外停止
job-cancelled = 在完成前已取消
job-stop-engine = 停止引擎
job-cancel-check = 取消检查
job-check-cancelled = 检查已取消：尚不知道这道题是否公正。
job-check-again = 重新检查

## 文件对话框

purpose-open = 打开地图或课
purpose-save-as = 地图另存为
purpose-save-lesson = 课另存为
purpose-export-svg = 导出为 SVG
purpose-export-png = 导出为 PNG
purpose-background = 背景图片
purpose-play-start = 从场景开始
purpose-play-save = 把对局保存为场景
purpose-compare = 把草稿与地图比较
purpose-open-course = 打开课程
purpose-open-button = 打开
purpose-save-button = 保存
purpose-start-button = 开始
purpose-compare-button = 比较
purpose-export-button = 导出
purpose-load-image-button = 载入图片
kind-map-or-scenario = toyforge 地图或场景
kind-map = toyforge 地图
kind-scenario = toyforge 场景
kind-course = toyforge 课程
kind-svg = SVG 图片
kind-png = PNG 图片
kind-image = 图片

## 文件浏览器

browser-no-system-dialog = 这里没有系统的文件对话框。
browser-system-dialog-open = 系统的文件对话框也已打开；用哪个都可以。
browser-up = 上一级
browser-up-hover = 上一级文件夹
browser-places = 位置
place-working = 工作文件夹
place-home = 主文件夹
place-bundled-maps = 自带地图
place-bundled-scenarios = 自带场景
place-bundled-courses = 自带课程
browser-recent-files = 最近的文件
browser-recent-folders = 最近的文件夹
browser-none-yet = 暂无
browser-showing = 显示文件夹和{ $kind }文件（{ $extensions }）
browser-show-all = 显示所有文件
browser-empty = 这里没有这类文件夹或文件
browser-path = 路径
browser-path-hint = 文件名或路径
browser-relative = 相对路径从所显示的文件夹开始：{ $folder }

## 未保存的修改与恢复

unsaved-title = 未保存的修改
unsaved-body = “{ $name }”有未保存的修改。{ $action ->
    [new_map] 新建地图
    [open_map] 打开其他地图
    [new_lesson] 新建课
    [open_scenario] 打开其他场景
   *[quit] 退出
}前要保存吗？
unsaved-save = 保存
unsaved-discard = 放弃修改
recover-no-file = 尚未保存到文件
recover-earlier-session = 之前的一次运行
recover-lesson-title = 恢复未保存的课？
recover-lesson-body = toyforge 在课“{ $name }”（{ $from }）保存前关闭了。有一份副本（{ $age }）。
recover-lesson-body-untitled = toyforge 在课（{ $from }）保存前关闭了。有一份副本（{ $age }）。
recover-map-title = 恢复未保存的工作？
recover-map-body = toyforge 关闭时没有保存地图“{ $name }”（{ $from }）。有一份自动保存（{ $age }）。
recover-map-body-untitled = toyforge 关闭时没有保存地图（{ $from }）。有一份自动保存（{ $age }）。
recover-lesson-take = 恢复这课
recover-lesson-drop = 丢弃副本
recover-map-take = 恢复
recover-map-drop = 丢弃自动保存
age-minutes = { $n } 分钟前
age-hours = { $n } 小时前
age-days = { $n } 天前
error-unchanged = 正在编辑的文档没有改变。
error-open-map = 无法打开地图
error-load-image = 无法载入图片
error-export = 无法导出
error-save = 无法保存
error-recover-lesson = 无法恢复课
error-recover-map = 无法恢复地图
error-open-course = 无法打开课程
error-recovery-unreadable = 未保存的工作无法恢复
error-recovery-unreadable-body = 这些恢复文件无法读取；它们已原样另存：
    { $files }
recovery-cannot-read = 无法读取：{ $error }
recovery-cannot-open = 无法打开：{ $error }
recovery-symlink = 是符号链接，不是 toyforge 写入的恢复文件；未跟随该链接
recovery-not-regular-unopened = 不是普通文件（而是文件夹、管道或设备）；未打开
recovery-not-regular = 不是普通文件（而是文件夹、管道或设备）
recovery-not-ours = 不是 toyforge 写入的恢复文件
recovery-damaged = 已损坏：{ $error }
recovery-too-large = 超过 { $mib } MiB
recovery-not-moved = { $reason }；无法将其移到一旁（{ $error }）
recovery-write-failed = 无法写入恢复文件 { $file }：{ $error }
status-background = 背景图片 { $path }
status-exported = 已导出 { $path }
status-exported-no-text = 已导出 { $path }，但没有文字：找不到字体（请安装例如 fonts-dejavu-core）
status-new-map = 新地图：按 B 并单击放置据点
status-opened = 已打开 { $path }
status-saved = 已保存 { $path }
status-recovered-lesson = 已恢复这课：它的修改还没有保存。
status-recovered-map = 已恢复自动保存的地图：请保存以留下它
status-recovery-not-removed = 无法删除恢复文件 { $path }：{ $error }
status-recovery-off = 崩溃恢复已关闭：无法使用 { $path }：{ $error }
status-course-opened = 课程 { $path }：{ $n } 课

## 帮助

help-shortcuts = 键盘快捷键
help-shortcuts-scope = 地图编辑器的快捷键只在那里有效；其他的在所有模式下都有效。
help-scope-map-editor = 地图编辑器
shortcuts-tools = 工具
shortcut-new = 新建地图
shortcut-open = 打开地图或课程
shortcut-save = 保存（在课程工作区中：保存课程）
shortcut-save-as = 另存为…
shortcut-export-svg = 把地图导出为 SVG
shortcut-quit = 退出
shortcut-undo = 撤销
shortcut-redo = 重做
shortcut-select-all = 全选
shortcut-delete = 删除所选内容
shortcut-nudge = 微移所选内容（吸附时移动一格）
shortcut-nudge-far = 把所选内容移动十个单位
shortcut-cancel = 取消当前手势，否则清除选择
shortcut-select-more = 加入选择（或从选择中移出）
shortcut-copy = 把所选内容复制为地图文本
shortcut-cut = 剪切所选内容
shortcut-paste = 在指针处粘贴地图元素
shortcut-duplicate = 复制一份所选内容
shortcut-mirror-h = 左右镜像所选内容
shortcut-mirror-v = 上下镜像所选内容
shortcut-turn-half = 把所选内容旋转半圈
shortcut-turn-cw = 把所选内容顺时针旋转四分之一圈
shortcut-turn-ccw = 把所选内容逆时针旋转四分之一圈
shortcut-complete-half = 补全地图的另一半
shortcut-align = 对齐所选内容的左、右、上或下边缘
shortcut-tool-select = 选择工具
shortcut-tool-base = 据点工具
shortcut-tool-path = 道路工具
shortcut-tool-hq = 总部工具（再按一次：另一方）
shortcut-tool-special = 特殊据点工具
shortcut-tool-region = 区域工具
shortcut-fit = 让地图适合窗口
shortcut-zoom-in = 放大
shortcut-zoom-out = 缩小
shortcut-grid = 显示或隐藏网格
shortcut-snap = 开关网格吸附
shortcut-ids = 显示或隐藏标识和名称
shortcut-pan = 平移视图
shortcut-zoom-pointer = 以指针为中心缩放
shortcut-help = 显示或隐藏这份快捷键列表
shortcut-keys-shift-click = Shift+点击
shortcut-keys-pan = 中键拖动或 Space+拖动
shortcut-keys-wheel = 滚轮或双指缩放
shortcut-keys-or = {" 或 "}
shortcut-keys-arrows = 方向键
help-about = 关于 toyforge
help-copy-code = 复制
help-copy-code-hover = 把代码复制到剪贴板
about-title = toyforge { $version }
about-description = 桌游 Toy Battle 的地图编辑器、规则引擎、课检查器和平衡实验室
about-licence = 许可证：{ $licence }
about-help = 按 F1 查看键盘快捷键；帮助菜单里有各篇指南。
guide-lesson = 编写课
guide-balance = 平衡战场
guide-rules = toyforge 如何玩 Toy Battle
guide-notation = 行动记法
guide-map-format = 地图文件格式
guide-scenario-format = 场景文件格式
guide-course-format = 课程文件格式
guide-publishing = 在网上发布课程
guide-limits = 限制

## 课程面板

course-by = 作者：{ $author }
course-close = 关闭课程
course-lesson-hover = { $difficulty ->
    [beginner] 入门
    [intermediate] 中级
   *[advanced] 高级
} · { $n } 步 · { $path }

## 地图的编辑（撤销、重做菜单项中的名称）

edit-add-special-base = 添加特殊据点
edit-add-base = 添加据点
edit-add-hq = 添加总部
edit-add-path = 添加道路
edit-add-region = 添加区域
edit-move = 移动
edit-delete = { $n ->
    [one] 删除
   *[other] 删除 { $n } 个对象
}
edit-rename = 改名为 { $new }
edit-change = 修改 { $id }
edit-change-meta = 修改地图属性
edit-local-name = `{ $id }` 的{ $tag }名称
edit-drop-language = 删除{ $tag }名称
edit-re-point = 把道路改接到 { $from } – { $to }
edit-balance = 平衡草稿（{ $n } 项改动）
edit-make = 把 { $id } 设为{ $kind ->
    [special] 特殊据点
   *[plain] 普通据点
}
edit-field = { $field ->
    [name] 名称
    [position] 位置
    [allowed] 允许的战力
    [special] 特殊标记
    [side] 阵营
    [medals] 奖章
    [marker] 奖章位置
   *[ring] 据点环
}
edit-set-field = 设置 { $id } 的{ edit-field }
edit-change-fields = 修改 { $id } 的{ $fields }

## 对象列表、问题和画布

objects-search = 搜索
objects-search-hint = 标识或名称
objects-dangling-only = 只看悬空的
objects-dangling-only-hover = 引用了地图中不存在的标识的道路和区域
objects-count = { $n } 个对象
objects-count-dangling = { $n } 个对象，{ $dangling } 个悬空
objects-row-dangling = { $item }（悬空）
objects-dangling-hover = 悬空：{ $why }。请在检查器中修正，或按 Delete 删除。
objects-row-hover = 单击选中并显示
objects-row-hq = 总部 { $name }（{ $side }）
objects-row-base = 基地 { $name }
objects-row-special = 特殊基地 { $name }
objects-row-path = 道路 { $a } – { $b }
objects-row-region = 区域 { $name }（{ $medals } 枚奖章）
objects-path-lacks = 通往地图上没有的 { $missing }
objects-ring-lacks = 它的环列出了地图上没有的 { $missing }
problems-none = 没有发现问题
problems-whole-map = 涉及整张地图
problems-select = 单击选中：{ $ids }
canvas-label = 战场画布

## 连续画道路，补全另一半

# $from：下一条道路起点的据点或总部的 id。
tool-path-chain-hint = 道路起点 `{ $from }`：单击下一个据点或总部（按 Esc、双击或单击空地结束连续画路）
tool-path-chain-ended = { $n ->
    [one] 连续画路结束：画了 1 条道路
   *[other] 连续画路结束：画了 { $n } 条道路
}
complete-axis-x = 镜像线 x
complete-axis-x-hover = 这一半沿着它镜像的竖直线
complete-axis-y = 镜像线 y
complete-axis-y-hover = 这一半沿着它镜像的水平线

## 对局模式：当前对局中双方由谁来下

play-side-person = { $side }：玩家
play-side-computer = { $side }：电脑（{ $level }）
play-players-changed = 从当前局面起：{ $players }。

## 平衡实验室的 A/B 对比

compare-saved-file = 已保存的文件（{ $file }）
compare-title = A：{ $a }  ·  B：草稿  ·  { $n } 对对局，用时 { $seconds } 秒

## 读取错误：无法读取的地图、课程与课程集。
load-io = { $file }:无法读取文件：{ $error }
load-at = { $file }:{ $line }:{ $column }:{ $message }
load-in-file = { $file }:{ $message }
load-in-map = { $error }（场景 { $scenario } 的地图）
load-what = { $what ->
    [map] 地图
    [scenario] 场景
    [recovery] 恢复
   *[course] 课程集
}
load-too-new = { $file }:{ $line }:{ $column }:此{ $what }由更新版本的 toyforge 写成（格式 { $found }；本版本最多读取格式 { $supported }）；请更新 toyforge 后再打开
load-a-folder = 这是文件夹，不是文件；toyforge 只读取普通文件
load-not-regular = 这不是普通文件（设备、管道或套接字）；toyforge 只读取普通文件
load-too-large = 文件超过 { $max } 字节，这是 toyforge 读取的上限
load-not-utf8 = 文件不是 UTF-8 文本
load-empty = 文件是空的；{ $what }文件以 `（` 开头
load-only-comments = 文件意外结束：文件里只有注释（是否被截断？）；{ $what }文件在注释之后以 `（` 开头
load-not-toyforge = 这不是 toyforge 的{ $what }文件：它应以 `（` 开头
load-cut-short = 文件意外结束：文件被截断了（缺少 `）`、`]` 或 `{ "}" }`）
load-parser = { $error }
load-integer-bounds = `{ $field }`：数字 { $value } 超出范围；该字段应为 { $min } 到 { $max } 之间的整数
load-integer-bounds-here = 数字 { $value } 超出范围；这里应为 { $min } 到 { $max } 之间的整数
load-rule = { $why }
load-format-zero = `{ $field }` 必须为 1 或更大
load-cannot-migrate = 这个格式 { $found } 的{ $what }无法升级到格式 { $format }：{ $why }
load-a-course = 这是课程集（一组课程），不是{ $wanted ->
    [map] 地图
   *[lesson] 课程
}；课程集可交给 `toyforge check` 和 `toyforge publish`，编辑器也能打开（`toyforge COURSE`）
load-a-map = 这是地图，不是{ $wanted ->
    [course] 课程集（一组课程）；是不是想用 `toyforge validate { $file }`？
   *[lesson] 课程；课程集列出的是课程文件，而课程在其 `map` 字段中指定地图
}
load-a-lesson = 这是课程，不是{ $wanted ->
    [map] 地图；课程在其 `map` 字段中指定地图
   *[course] 课程集（一组课程）；是不是想用 `toyforge check { $file }`？`toyforge publish` 需要一个列出课程的课程集
}
load-a-lesson-its-map = 这是课程，不是地图；是不是想用它的地图 `{ $map }`？
load-no-format-field = 这不是 toyforge 地图文件（没有 `format` 字段）
load-map-refused = 它的地图 `{ $name }` { $why }
load-map-absolute = 是绝对路径；场景应相对于自己的文件夹指定地图
load-map-outside = 在场景文件夹及其地图库（场景旁边或上层的 `maps` 文件夹）之外；toyforge 只从那里读取场景的地图
load-lesson-refused = 课程 `{ $name }` { $why }
load-lesson-empty-path = 是空路径
load-lesson-absolute = 是绝对路径；课程集应相对于自己的文件夹指定课程
load-lesson-parent = 离开了课程集的文件夹（`..`）；课程集的课程位于其文件夹或子文件夹中
load-lesson-outside = 通过链接离开了课程集的文件夹；toyforge 只从课程集的文件夹或子文件夹读取课程
load-lesson-twice = 与 { $first } 是同一个课程文件（都是 { $path }）；课程集中每个课程只能出现一次
load-course-too-large = 加上这个课程，课程集的课程及其地图已达 { $read } 字节或更多；toyforge 读取一个课程集最多 { $max } 字节
load-lesson-at = 第 { $section } 节，第 { $lesson } 课“{ $name }”
load-lesson-at-titled = 第 { $section } 节“{ $title }”，第 { $lesson } 课“{ $name }”
load-course-lesson = { $course }:{ $at }:{ $error }
