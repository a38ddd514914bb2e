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
tool-path-about = Clic base tras base para trazar una cadena de caminos (Esc, un doble clic o un clic en terreno vacío la termina), o arrastrar de una base o CG a otro
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
panel-names = Nombres en otros idiomas

## La fuente CJK

font-cjk-missing = No Chinese font is installed, so Chinese text shows as boxes. Install one (on Debian or Ubuntu: sudo apt install fonts-noto-cjk) and start toyforge again, or choose another language in the Language menu.
font-cjk-dismiss = Cerrar

## Diálogos

dialog-ok = Aceptar
dialog-cancel = Cancelar
dialog-close = Cerrar

## Trabajo en segundo plano (partidas del laboratorio, comprobaciones de lecciones)
job-cancelling = Cancelando… { $what }
job-no-thread = El trabajo no pudo empezar: no hay ningún hilo disponible ({ $error })
job-stopped = El trabajo se detuvo inesperadamente
job-cancelled = Cancelado antes de terminar
job-stop-engine = Detener el motor
job-cancel-check = Cancelar la comprobación
job-check-cancelled = Comprobación cancelada: no se sabe si este problema es justo.
job-check-again = Comprobar de nuevo

## Diálogos de archivos

purpose-open = Abrir un mapa o una lección
purpose-save-as = Guardar el mapa como
purpose-save-lesson = Guardar la lección como
purpose-export-svg = Exportar como SVG
purpose-export-png = Exportar como PNG
purpose-background = Imagen de fondo
purpose-play-start = Empezar desde un escenario
purpose-play-save = Guardar la partida como escenario
purpose-compare = Comparar el borrador con un mapa
purpose-open-course = Abrir un curso
purpose-open-button = Abrir
purpose-save-button = Guardar
purpose-start-button = Empezar
purpose-compare-button = Comparar
purpose-export-button = Exportar
purpose-load-image-button = Cargar imagen
kind-map-or-scenario = mapa o escenario de toyforge
kind-map = mapa de toyforge
kind-scenario = escenario de toyforge
kind-course = curso de toyforge
kind-svg = imagen SVG
kind-png = imagen PNG
kind-image = imagen

## El explorador de archivos

browser-no-system-dialog = Aquí no hay ningún diálogo de archivos del sistema.
browser-system-dialog-open = También hay abierto un diálogo de archivos del sistema; sirve cualquiera de los dos.
browser-up = Subir
browser-up-hover = La carpeta superior
browser-places = Lugares
place-working = Carpeta de trabajo
place-home = Carpeta personal
place-bundled-maps = Mapas incluidos
place-bundled-scenarios = Escenarios incluidos
place-bundled-courses = Cursos incluidos
browser-recent-files = Archivos recientes
browser-recent-folders = Carpetas recientes
browser-none-yet = Ninguno todavía
browser-showing = Carpetas y archivos de tipo { $kind } ({ $extensions })
browser-show-all = Mostrar todos los archivos
browser-empty = No hay carpetas ni archivos de este tipo aquí
browser-path = Ruta
browser-path-hint = un nombre de archivo o una ruta
browser-relative = Una ruta relativa parte de la carpeta mostrada, { $folder }

## Cambios sin guardar y recuperación

unsaved-title = Cambios sin guardar
unsaved-body = «{ $name }» tiene cambios sin guardar. ¿Guardarlos antes de { $action ->
    [new_map] empezar un mapa nuevo
    [open_map] abrir otro mapa
    [new_lesson] empezar una lección nueva
    [open_scenario] abrir otro escenario
   *[quit] salir
}?
unsaved-save = Guardar
unsaved-discard = Descartar los cambios
recover-no-file = aún no guardado en un archivo
recover-earlier-session = una sesión anterior
recover-lesson-title = ¿Recuperar una lección sin guardar?
recover-lesson-body = toyforge se cerró antes de guardar la lección «{ $name }» ({ $from }). Hay una copia ({ $age }).
recover-lesson-body-untitled = toyforge se cerró antes de guardar la lección ({ $from }). Hay una copia ({ $age }).
recover-map-title = ¿Recuperar el trabajo sin guardar?
recover-map-body = toyforge se cerró sin guardar el mapa «{ $name }» ({ $from }). Hay una copia automática ({ $age }).
recover-map-body-untitled = toyforge se cerró sin guardar el mapa ({ $from }). Hay una copia automática ({ $age }).
recover-lesson-take = Recuperar la lección
recover-lesson-drop = Descartar la copia
recover-map-take = Recuperar
recover-map-drop = Descartar la copia automática
age-minutes = { $n ->
    [one] hace un minuto
   *[other] hace { $n } minutos
}
age-hours = hace { $n } horas
age-days = hace { $n } días
error-unchanged = Los documentos que está editando no han cambiado.
error-open-map = No se pudo abrir el mapa
error-load-image = No se pudo cargar la imagen
error-export = No se pudo exportar
error-save = No se pudo guardar
error-recover-lesson = No se pudo recuperar la lección
error-recover-map = No se pudo recuperar el mapa
error-open-course = No se pudo abrir el curso
error-recovery-unreadable = No se pudo recuperar el trabajo sin guardar
error-recovery-unreadable-body = Estos archivos de recuperación no se pueden leer; se guardan aparte, sin cambios:
    { $files }
recovery-cannot-read = no se puede leer: { $error }
recovery-cannot-open = no se puede abrir: { $error }
recovery-symlink = es un enlace simbólico, no un archivo de recuperación escrito por toyforge; no se ha seguido
recovery-not-regular-unopened = no es un archivo normal (una carpeta, una tubería o un dispositivo); no se ha abierto
recovery-not-regular = no es un archivo normal (una carpeta, una tubería o un dispositivo)
recovery-not-ours = no es un archivo de recuperación escrito por toyforge
recovery-damaged = está dañado: { $error }
recovery-too-large = ocupa más de { $mib } MiB
recovery-not-moved = { $reason }; no se ha podido apartar ({ $error })
recovery-write-failed = No se pudo escribir el archivo de recuperación { $file }: { $error }
status-background = Imagen de fondo { $path }
status-exported = { $path } exportado
status-exported-no-text = { $path } exportado sin texto: no se encontraron fuentes (instale por ejemplo fonts-dejavu-core)
status-new-map = Mapa nuevo: pulse B y haga clic para colocar bases
status-opened = { $path } abierto
status-saved = { $path } guardado
status-recovered-lesson = Lección recuperada: sus cambios aún no están guardados.
status-recovered-map = Mapa recuperado: guárdelo para conservarlo
status-recovery-not-removed = No se pudo borrar el archivo de recuperación { $path }: { $error }
status-recovery-off = La recuperación está desactivada: no se puede usar { $path }: { $error }
status-course-opened = { $n ->
    [one] Curso { $path }: { $n } lección
   *[other] Curso { $path }: { $n } lecciones
}

## Ayuda

help-shortcuts = Atajos de teclado
help-shortcuts-scope = Los del editor de mapas solo funcionan allí; los demás funcionan en todos los modos.
help-scope-map-editor = editor de mapas
shortcuts-tools = Herramientas
shortcut-new = Mapa nuevo
shortcut-open = Abrir un mapa o una lección
shortcut-save = Guardar (en el taller de lecciones: la lección)
shortcut-save-as = Guardar como…
shortcut-export-svg = Exportar el mapa como SVG
shortcut-quit = Salir
shortcut-undo = Deshacer
shortcut-redo = Rehacer
shortcut-select-all = Seleccionar todo
shortcut-delete = Borrar la selección
shortcut-nudge = Desplazar la selección (un paso de rejilla al ajustar)
shortcut-nudge-far = Desplazar la selección diez unidades
shortcut-cancel = Cancelar el gesto o, si no, vaciar la selección
shortcut-select-more = Añadir a la selección (o quitar de ella)
shortcut-copy = Copiar la selección como texto de mapa
shortcut-cut = Cortar la selección
shortcut-paste = Pegar elementos de mapa en el puntero
shortcut-duplicate = Duplicar la selección
shortcut-mirror-h = Reflejar la selección de izquierda a derecha
shortcut-mirror-v = Reflejar la selección de arriba abajo
shortcut-turn-half = Girar la selección media vuelta
shortcut-turn-cw = Girar la selección un cuarto de vuelta en sentido horario
shortcut-turn-ccw = Girar la selección un cuarto de vuelta en sentido antihorario
shortcut-complete-half = Completar la otra mitad del mapa
shortcut-align = Alinear los bordes izquierdos, derechos, superiores o inferiores de la selección
shortcut-tool-select = Herramienta de selección
shortcut-tool-base = Herramienta de base
shortcut-tool-path = Herramienta de camino
shortcut-tool-hq = Herramienta de CG (otra vez: el otro bando)
shortcut-tool-special = Herramienta de base especial
shortcut-tool-region = Herramienta de región
shortcut-fit = Ajustar el mapa a la ventana
shortcut-zoom-in = Acercar
shortcut-zoom-out = Alejar
shortcut-grid = Mostrar u ocultar la rejilla
shortcut-snap = Activar o desactivar el ajuste a la rejilla
shortcut-ids = Mostrar u ocultar identificadores y nombres
shortcut-pan = Desplazar la vista
shortcut-zoom-pointer = Acercar o alejar en torno al puntero
shortcut-help = Mostrar u ocultar esta lista de atajos
shortcut-keys-shift-click = Shift+clic
shortcut-keys-pan = Arrastrar con el botón central o Espacio+arrastrar
shortcut-keys-wheel = Rueda o pellizco
shortcut-keys-or = {" o "}
shortcut-keys-arrows = Flechas
help-about = Acerca de toyforge
help-copy-code = Copiar
help-copy-code-hover = Copiar el código al portapapeles
about-title = toyforge { $version }
about-description = Editor de mapas, motor de reglas, verificador de lecciones y laboratorio de equilibrio para el juego de mesa Toy Battle
about-licence = Licencia: { $licence }
about-help = F1 muestra los atajos de teclado; el menú Ayuda tiene las guías.
guide-lesson = Escribir una lección
guide-balance = Equilibrar un campo de batalla
guide-rules = Cómo juega toyforge a Toy Battle
guide-notation = La notación de las acciones
guide-map-format = El formato de los mapas
guide-scenario-format = El formato de los escenarios
guide-course-format = El formato de los cursos
guide-publishing = Publicar un curso en la web
guide-limits = Límites

## El panel del curso

course-by = de { $author }
course-close = Cerrar el curso
course-lesson-hover = { $difficulty ->
    [beginner] principiante
    [intermediate] intermedio
   *[advanced] avanzado
} · { $n ->
    [one] { $n } paso
   *[other] { $n } pasos
} · { $path }

## Los cambios del mapa

edit-add-special-base = añadir base especial
edit-add-base = añadir base
edit-add-hq = añadir CG
edit-add-path = añadir camino
edit-add-region = añadir región
edit-move = mover
edit-delete = { $n ->
    [one] borrar
   *[other] borrar { $n } elementos
}
edit-rename = renombrar a { $new }
edit-change = cambiar { $id }
edit-change-meta = cambiar las propiedades del mapa
edit-local-name = nombre de `{ $id }` en { $tag }
edit-drop-language = quitar los nombres en { $tag }
edit-re-point = redirigir el camino a { $from } – { $to }
edit-balance = equilibrar el borrador ({ $n ->
    [one] un cambio
   *[other] { $n } cambios
})
edit-make = hacer { $kind ->
    [special] especial
   *[plain] normal
} { $id }
edit-field = { $field ->
    [name] el nombre
    [position] la posición
    [allowed] las fuerzas permitidas
    [special] la marca especial
    [side] el bando
    [medals] las medallas
    [marker] el lugar de la medalla
   *[ring] el anillo
}
edit-set-field = cambiar { edit-field } de { $id }
edit-change-fields = cambiar { $fields } de { $id }

## La lista de objetos, los problemas y el lienzo

objects-search = Buscar
objects-search-hint = identificador o nombre
objects-dangling-only = Solo huérfanos
objects-dangling-only-hover = Caminos y regiones que nombran identificadores que el mapa no tiene
objects-count = { $n ->
    [one] { $n } elemento
   *[other] { $n } elementos
}
objects-count-dangling = { $n ->
    [one] { $n } elemento
   *[other] { $n } elementos
}, { $dangling ->
    [one] { $dangling } huérfano
   *[other] { $dangling } huérfanos
}
objects-row-dangling = { $item } (huérfano)
objects-dangling-hover = Huérfano: { $why }. Corríjalo en el inspector o pulse Supr.
objects-row-hover = Clic para seleccionarlo y mostrarlo
objects-row-hq = CG { $name } ({ $side })
objects-row-base = Base { $name }
objects-row-special = Base especial { $name }
objects-row-path = Camino { $a } – { $b }
objects-row-region = Región { $name } ({ $medals ->
    [one] { $medals } medalla
   *[other] { $medals } medallas
})
objects-path-lacks = lleva a { $missing }, que el mapa no tiene
objects-ring-lacks = su anillo nombra { $missing }, que el mapa no tiene
problems-none = No se encontraron problemas
problems-whole-map = Afecta a todo el mapa
problems-select = Clic para seleccionar: { $ids }
canvas-label = Lienzo del campo de batalla

## Trazar caminos en cadena, completar la otra mitad

# $from: el id de la base o del CG de donde sale el próximo camino.
tool-path-chain-hint = Camino desde `{ $from }`: clic en la siguiente base o CG (Esc, un doble clic o un clic en terreno vacío termina la cadena)
tool-path-chain-ended = { $n ->
    [one] Cadena de caminos terminada: 1 camino trazado
   *[other] Cadena de caminos terminada: { $n } caminos trazados
}
complete-axis-x = Eje del espejo x
complete-axis-x-hover = La línea vertical respecto de la cual se refleja la mitad
complete-axis-y = Eje del espejo y
complete-axis-y-hover = La línea horizontal respecto de la cual se refleja la mitad

## Modo partida: quién juega cada bando de la partida en curso

play-side-person = { $side }: una persona
play-side-computer = { $side }: el ordenador ({ $level })
play-players-changed = A partir de esta posición: { $players }.

## La comparación A/B del laboratorio de equilibrio

compare-saved-file = el archivo guardado ({ $file })
compare-title = A: { $a }  ·  B: el borrador  ·  { $n ->
    [one] { $n } par
   *[other] { $n } pares
} en { $seconds } s

## Los errores de lectura: mapas, lecciones y cursos que no se pueden leer.
load-io = { $file }: no se puede leer el archivo: { $error }
load-at = { $file }:{ $line }:{ $column }: { $message }
load-in-file = { $file }: { $message }
load-in-map = { $error } (el mapa del escenario { $scenario })
load-what = { $what ->
    [map] mapa
    [scenario] escenario
    [recovery] recuperación
   *[course] curso
}
load-too-new = { $file }:{ $line }:{ $column }: este archivo ({ $what }) lo escribió un toyforge más reciente (formato { $found }; esta versión lee formatos hasta el { $supported }); actualiza toyforge para abrirlo
load-a-folder = esto es una carpeta, no un archivo; toyforge solo lee archivos normales
load-not-regular = esto no es un archivo normal (un dispositivo, una tubería o un socket); toyforge solo lee archivos normales
load-too-large = el archivo supera los { $max } bytes, lo máximo que lee toyforge
load-not-utf8 = el archivo no es texto UTF-8
load-empty = el archivo está vacío; un archivo de { $what } empieza por `(`
load-only-comments = fin de archivo inesperado: el archivo solo tiene comentarios (¿está cortado?); un archivo de { $what } empieza por `(` tras ellos
load-not-toyforge = esto no es un archivo de { $what } de toyforge: debería empezar por `(`
load-cut-short = fin de archivo inesperado: el archivo está cortado (falta un `)`, `]` o `{ "}" }`)
load-parser = { $error }
load-integer-bounds = `{ $field }`: el número { $value } está fuera de límites; este campo contiene un número entero de { $min } a { $max }
load-integer-bounds-here = el número { $value } está fuera de límites; aquí se espera un número entero de { $min } a { $max }
load-rule = { $why }
load-format-zero = `{ $field }` debe ser 1 o más
load-cannot-migrate = este archivo ({ $what }) de formato { $found } no se puede pasar al formato { $format }: { $why }
load-a-course = esto es un curso (una lista de lecciones), no { $wanted ->
    [map] un mapa
   *[lesson] una lección
}; un curso se da a `toyforge check` y `toyforge publish`, y el editor lo abre (`toyforge CURSO`)
load-a-map = esto es un mapa, no { $wanted ->
    [course] un curso (una lista de lecciones); ¿quería decir `toyforge validate { $file }`?
   *[lesson] una lección; un curso nombra archivos de lección, y una lección nombra su mapa en su campo `map`
}
load-a-lesson = esto es una lección, no { $wanted ->
    [map] un mapa; una lección nombra su mapa en su campo `map`
   *[course] un curso (una lista de lecciones); ¿quería decir `toyforge check { $file }`? `toyforge publish` toma un curso que nombra sus lecciones
}
load-a-lesson-its-map = esto es una lección, no un mapa; ¿quería decir su mapa, `{ $map }`?
load-no-format-field = esto no es un archivo de mapa de toyforge (no tiene campo `format`)
load-map-refused = su mapa `{ $name }` { $why }
load-map-absolute = es una ruta absoluta; un escenario nombra su mapa respecto a su propia carpeta
load-map-outside = está fuera de la carpeta del escenario y de su biblioteca de mapas (una carpeta `maps` junto al escenario o por encima); toyforge solo lee de ahí el mapa de un escenario
load-lesson-refused = la lección `{ $name }` { $why }
load-lesson-empty-path = es una ruta vacía
load-lesson-absolute = es una ruta absoluta; un curso nombra sus lecciones respecto a su propia carpeta
load-lesson-parent = sale de la carpeta del curso (`..`); las lecciones de un curso están en su carpeta o por debajo
load-lesson-outside = sale de la carpeta del curso por un enlace; toyforge solo lee las lecciones de un curso de su carpeta o por debajo
load-lesson-twice = el mismo archivo de lección que { $first } (ambos son { $path }); un curso toma cada lección una sola vez
load-course-too-large = con esta lección, las lecciones del curso y sus mapas llegan a { $read } bytes o más; toyforge lee como mucho { $max } bytes por curso
load-lesson-at = sección { $section }, lección { $lesson } «{ $name }»
load-lesson-at-titled = sección { $section } «{ $title }», lección { $lesson } «{ $name }»
load-course-lesson = { $course }: { $at }: { $error }
