# La aplicación de escritorio: menús, barra de herramientas, barra de estado, paneles,
# herramientas y diálogos.

## La barra de menús

menu-file = Archivo
menu-edit = Editar
menu-arrange = Organizar
menu-view = Ver
menu-help = Ayuda
menu-language = Idioma
menu-language-system = Sistema ({ $language })
menu-undo = Deshacer
menu-undo-step = Deshacer { $step }
menu-redo = Rehacer
menu-redo-step = Rehacer { $step }
menu-select-all = Seleccionar todo
menu-delete-selection = Borrar la selección
menu-fit = Ajustar el mapa a la ventana
menu-show-grid = Mostrar la cuadrícula ({ $key })
menu-snap = Ajustar a la cuadrícula ({ $key })
menu-grid-step = Paso de la cuadrícula
menu-show-ids = Mostrar los identificadores ({ $key })
menu-dark-theme = Tema oscuro
menu-new = Nuevo
menu-open = Abrir…
menu-open-recent = Abrir reciente
menu-no-recent = No hay archivos recientes
menu-open-course = Abrir un curso…
menu-open-bundled = Abrir Castle Field (incluido)
menu-save = Guardar
menu-save-as = Guardar como…
menu-save-lesson = Guardar la lección
menu-save-lesson-as = Guardar la lección como…
menu-export-svg = Exportar SVG…
menu-export-png = Exportar PNG…
menu-background = Imagen de fondo…
menu-system-dialogs = Usar los diálogos de archivos del sistema
menu-quit = Salir

## Los modos

mode-edit = Editar el mapa
mode-play = Jugar
mode-lesson = Lección

## La barra de herramientas y sus herramientas

tool-hover = { $what } ({ $key })
tool-select = Seleccionar
tool-base = Base
tool-path = Camino
tool-hq = CG
tool-special = Especial
tool-region = Región
tool-select-about = Clic para seleccionar, Mayús+clic para añadir, arrastrar sobre terreno vacío para seleccionar con un recuadro, arrastrar un elemento seleccionado para mover la selección; las flechas desplazan, Supr borra
tool-base-about = Clic en terreno vacío para colocar una base
tool-path-about = Arrastrar de una base o CG a otro (o clic en uno y luego en el otro)
tool-hq-about = Clic para colocar un CG del bando elegido; pulsar H otra vez para cambiar de bando
tool-special-about = Clic para colocar una base especial de las reglas del mapa; clic en una base para hacerla especial o normal
tool-region-about = Clic dentro de una zona cerrada por caminos: se encuentra su anillo de bases
toolbar-fit = Ajustar
toolbar-fit-hover = Mostrar todo el mapa (F)
toolbar-zoom-in = Acercar (+)
toolbar-zoom-out = Alejar (−)
toolbar-ids = Ids
toolbar-ids-hover = Mostrar identificadores y nombres (I)
toolbar-snap = Imán
toolbar-snap-hover = Ajustar a la cuadrícula (Mayús+G)
toolbar-grid = Cuadrícula
toolbar-grid-hover = Mostrar la cuadrícula (G)

## La barra de estado

count-errors = { $n ->
    [one] { $n } error
   *[other] { $n } errores
}
count-warnings = { $n ->
    [one] { $n } aviso
   *[other] { $n } avisos
}
status-unsaved = { $name } • sin guardar
status-nothing-to-undo = Nada que deshacer
status-nothing-to-redo = Nada que rehacer
status-renamed = `{ $old }` renombrado a `{ $new }` en todas partes

## Las secciones del panel lateral

panel-inspector = Inspector
panel-objects = Objetos
panel-problems = Problemas ({ $errors ->
    [one] { $errors } error
   *[other] { $errors } errores
}, { $warnings ->
    [one] { $warnings } aviso
   *[other] { $warnings } avisos
})
panel-facts = Datos del mapa
panel-analysis = Análisis
panel-map = Mapa
panel-background = Imagen de fondo

## La fuente CJK

font-cjk-missing = No Chinese font is installed, so Chinese text shows as boxes. Install one (on Debian or Ubuntu: sudo apt install fonts-noto-cjk) and start toyforge again, or choose another language in the Language menu.
font-cjk-dismiss = Cerrar
