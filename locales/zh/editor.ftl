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
tool-path-about = 从一个据点或总部拖到另一个（或先单击一个，再单击另一个）
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

## CJK 字体

font-cjk-missing = No Chinese font is installed, so Chinese text shows as boxes. Install one (on Debian or Ubuntu: sudo apt install fonts-noto-cjk) and start toyforge again, or choose another language in the Language menu.
font-cjk-dismiss = 关闭
