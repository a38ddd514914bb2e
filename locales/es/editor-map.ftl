# The desktop app's map workspace: the inspector, map facts, arrange, clipboard, the background
# and map panels, the tools' options, the balance lab, and play mode.

## El inspector

insp-nothing-selected = No hay nada seleccionado. Haga clic en un elemento del lienzo, o arrastre un recuadro alrededor de varios.
insp-map-counts = { $bases ->
    [one] { $bases } base
   *[other] { $bases } bases
}, { $hqs ->
    [one] { $hqs } CG
   *[other] { $hqs } CG
}, { $paths ->
    [one] { $paths } camino
   *[other] { $paths } caminos
}, { $regions ->
    [one] { $regions } región
   *[other] { $regions } regiones
}
insp-path = Camino
insp-from = Desde
insp-to = Hasta
insp-select-end = Seleccionar este extremo
insp-length = Longitud
insp-items-selected = { $n ->
    [one] { $n } elemento seleccionado
   *[other] { $n } elementos seleccionados
}
insp-mixed-selection = { $locations ->
    [one] { $locations } lugar
   *[other] { $locations } lugares
}, { $regions ->
    [one] { $regions } región
   *[other] { $regions } regiones
}, { $paths ->
    [one] { $paths } camino
   *[other] { $paths } caminos
}. Arrastre uno para moverlos todos; las flechas los desplazan.
insp-id = Identificador
insp-id-hint = letras, dígitos, - y _
insp-id-hover = Al renombrar se actualizan todos los caminos y anillos de región que usan el identificador
insp-base = Base
insp-special-base = Base especial
insp-name = Nombre
insp-name-hint = se muestra en lugar del identificador
insp-region-name-hint = p. ej. Colina del Castillo
insp-special = Especial
insp-special-hover = base especial de las reglas del mapa
insp-special-rule-hover = { $rule }: { $effect }
insp-side = Bando
insp-region = Región
insp-medals = Medallas
insp-marker = Marcador
insp-ring = { $n ->
    [one] Anillo de { $n } base:
   *[other] Anillo de { $n } bases:
}
insp-drop-unknown = Quitar del anillo las bases desconocidas
insp-drop-unknown-hover = Conservar solo las bases del anillo que existen en el mapa
insp-position = Posición
insp-restrict = Restringir fuerzas
insp-restrict-hover = Solo las fuerzas elegidas se pueden colocar aquí
insp-restrict-rule-hover = Estas reglas limitan las bases especiales a las fuerzas impresas en ellas
insp-unknown-end = { $id } (desconocido)
insp-repoint = Redirigir este extremo
insp-choose = elegir…
insp-joined = { $n ->
    [one] Unido a { $n } lugar:
   *[other] Unido a { $n } lugares:
}
insp-joined-none = Aún sin conectar: trázale un camino con la herramienta Camino (P).
insp-delete = Borrar
insp-delete-hover = Borrar (los lugares se llevan sus caminos) — tecla Supr

## Por qué se rechaza un cambio

refuse-bad-id = `{ $id }` no es un identificador válido: use de 1 a 64 letras, dígitos, `-` o `_`, empezando por una letra o un dígito
refuse-id-used = el identificador `{ $id }` ya está en uso
refuse-non-finite-move = no se puede mover una distancia no finita
refuse-non-finite-point = no se puede mover a un punto no finito
refuse-no-path = ningún camino une `{ $from }` y `{ $to }`
refuse-non-finite = { $kind ->
    [base] una base necesita una posición finita
    [hq] un CG necesita una posición finita
   *[region] el marcador de una región necesita una posición finita
}
refuse-loop = un camino no puede unir `{ $id }` consigo mismo
refuse-unknown = { $kind ->
    [base] ninguna base tiene el identificador `{ $id }`
    [hq] ningún CG tiene el identificador `{ $id }`
    [region] ninguna región tiene el identificador `{ $id }`
    [location] ninguna base ni CG tiene el identificador `{ $id }`
   *[any] nada tiene el identificador `{ $id }`
}
refuse-rename = no se puede renombrar `{ $old }` a `{ $new }`

## Datos del mapa

facts-bases = Bases
facts-bases-value = { $restricted ->
    [0] { $n } ({ $special } especiales)
   *[other] { $n } ({ $special } especiales, { $restricted } restringidas)
}
facts-hqs = CG
facts-hqs-value = { $blue } azul, { $red } rojo
facts-paths = Caminos
facts-paths-value = { $n } (media de { $mean } por base, como mucho { $max })
facts-regions = Regiones
facts-regions-value = { $n } con { $medals } medallas (la caja trae 16)
facts-targets = Objetivos
facts-targets-value = azul { $blue }, rojo { $red }
facts-territory = Territorio
facts-territory-value = { $blue } más cerca de azul, { $red } más cerca de rojo, { $even } empatadas
facts-territory-hover = Las bases, según el CG que queda a menos pasos
facts-symmetry = Simetría
facts-symmetric = Simétrico: { $how }
facts-not-symmetric = Sin simetría especular
symmetry = { $how ->
    [left_right] reflejado de izquierda a derecha
    [top_bottom] reflejado de arriba abajo
   *[point] igual tras media vuelta
}
facts-pieces = El mapa se divide en { $n } partes separadas
facts-unreachable = { $n ->
    [one] { $n } base no se puede alcanzar desde ningún CG
   *[other] { $n } bases no se pueden alcanzar desde ningún CG
}
facts-cannot-win = { $side } no puede ganar por medallas: { $medals } en el mapa, objetivo { $target }
facts-route-title = Ruta más corta al CG enemigo
facts-route-side = { $side }:
facts-route = { $n ->
    [one] { $n } paso
   *[other] { $n } pasos
} por { $via }
facts-route-direct = { $n ->
    [one] { $n } paso
   *[other] { $n } pasos
}, sin bases en medio
facts-route-hover = Seleccionar la ruta y mostrarla
facts-no-route = sin ruta

## El panel Mapa

mappanel-name = Nombre
mappanel-author = Autor
mappanel-rule-set = Reglas
mappanel-rule-none = Ninguna
mappanel-target = { $side ->
    [blue] Objetivo de Azul
   *[red] Objetivo de Rojo
}
mappanel-medals-suffix = { " " }medallas
mappanel-published = { $rule }: { $effect }; objetivos { $blue }/{ $red }, CG { $hqs_blue }/{ $hqs_red }
mappanel-use-published = Usar los objetivos publicados { $blue }/{ $red }
mappanel-notes = Notas
mappanel-notes-hint = Notas de diseño, fuentes, comentarios de equilibrio
names-intro = Una lección o un curso en uno de estos idiomas muestra estos nombres en su tablero y en sus frases. Empieza un nombre con el artículo con que lo lee una frase, en minúscula («la Puerta de la torre»): el tablero lo omite. Un campo vacío conserva el nombre propio del mapa.
names-language = Nombres en
names-other = Otro idioma (código)
names-other-hint = pt-BR
names-show = Mostrar
names-count = { $named } de { $n } con nombre en { $language }
names-drop = Quitar los nombres en { $language }

## La imagen de fondo

bg-choose = Elegir imagen…
bg-choose-hover = Un PNG o JPEG de un tablero para calcar
bg-remove = Quitar
bg-none = Sin imagen: cargue aquí un tablero escaneado para calcarlo.
bg-show = Mostrar la imagen
bg-opacity = Opacidad
bg-scale = Escala
bg-scale-suffix = { " " }unidades/px
bg-offset-x = Desplazamiento x
bg-unreadable = { $file }: no se puede leer la imagen: { $error }
bg-not-image = { $file }: no es una imagen PNG o JPEG: { $error }
bg-too-large = { $file }: la imagen mide { $width }×{ $height } píxeles; toyforge acepta como mucho { $max } por lado

## Copiar, cortar, pegar y duplicar

clip-menu-cut = Cortar
clip-menu-copy = Copiar
clip-menu-paste = Pegar
clip-menu-paste-hover = Pegar elementos de mapa del portapapeles, en el puntero
clip-menu-duplicate = Duplicar
clip-source = el portapapeles
clip-not-map = No se puede pegar: el portapapeles no contiene elementos de mapa ({ $error })
clip-select-to-duplicate = Seleccione algo para duplicar
clip-nothing-to-duplicate = Nada que duplicar
clip-select-to-copy = Seleccione algo para copiar
clip-empty = { $verb ->
    [paste] No se puede pegar: el mapa del portapapeles no tiene bases, CG ni regiones
   *[duplicate] No se puede duplicar: el mapa del portapapeles no tiene bases, CG ni regiones
}
clip-too-many = { $verb ->
    [paste] No se puede pegar: el mapa tendría { $n } lugares; toyforge acepta como mucho { $max }
   *[duplicate] No se puede duplicar: el mapa tendría { $n } lugares; toyforge acepta como mucho { $max }
}
clip-refused = { $verb ->
    [paste] No se puede pegar: { $error }
   *[duplicate] No se puede duplicar: { $error }
}
clip-edit = { $verb ->
    [paste] pegar { $n ->
        [one] { $n } elemento
       *[other] { $n } elementos
    }
   *[duplicate] duplicar { $n ->
        [one] { $n } elemento
       *[other] { $n } elementos
    }
}
clip-done = { $verb ->
    [paste] { $n ->
        [one] { $n } elemento pegado
       *[other] { $n } elementos pegados
    }
   *[duplicate] { $n ->
        [one] { $n } elemento duplicado
       *[other] { $n } elementos duplicados
    }
}
clip-done-dropped = { clip-done }; se omitieron { $dropped } que nombran elementos no copiados: { $ids }
clip-copied = { $n ->
    [one] { $n } elemento copiado
   *[other] { $n } elementos copiados
} como texto de mapa
clip-cut = Cortado al portapapeles como texto de mapa

## Lecciones que usan un identificador renombrado

refs-title = Hay lecciones que usan el identificador antiguo
refs-body = `{ $old }` ahora es `{ $new }`, pero { $n ->
    [one] { $n } lección escrita sobre este mapa todavía nombra `{ $old }`:
   *[other] { $n } lecciones escritas sobre este mapa todavía nombran `{ $old }`:
}
refs-file = { $file } ({ $n ->
    [one] { $n } mención
   *[other] { $n } menciones
})
refs-how = Al actualizar solo se reescriben sus identificadores (entre comillas y con @), y cada archivo se guarda de forma segura.
refs-update = Actualizar las lecciones
refs-leave = Dejarlas
refs-updated = `{ $old }` cambiado a `{ $new }` en { $n ->
    [one] { $n } lección
   *[other] { $n } lecciones
}; guarde también el mapa
refs-updated-open = { refs-updated }. { $file } está abierta en el espacio de lecciones: vuelva a abrirla para ver el cambio

## Mensajes y opciones de las herramientas

tool-too-close = { $kind ->
    [base] Demasiado cerca de `{ $id }`: coloque la base en terreno vacío
   *[hq] Demasiado cerca de `{ $id }`: coloque el CG en terreno vacío
}
tool-hq-hint = Clic para colocar un CG { $side ->
    [blue] azul
   *[red] rojo
}; pulse H otra vez para el { $other ->
    [blue] azul
   *[red] rojo
}
tool-hq-side = Bando:
tool-hq-side-count = { $side } ({ $n })
tool-hq-side-hover = Entre paréntesis, los CG de este bando que ya hay en el mapa
tool-hq-published = { $rule }: { $blue } azul, { $red } rojo
tool-path-same-ends = Un camino necesita dos extremos distintos
tool-path-joined = `{ $from }` y `{ $to }` ya están unidos
tool-path-start = Empiece un camino en una base o un CG
tool-path-end = Un camino debe terminar en una base o un CG
tool-path-dragging = Camino desde `{ $from }`: suelte sobre el otro extremo (Esc cancela)
tool-region-no-ring = Ningún anillo de bases rodea este punto: rodéelo antes con caminos entre bases
tool-region-exists = Esta zona ya es la región `{ $id }`
tool-region-added = Región añadida: ajuste sus medallas y su nombre en el inspector
tool-special-none = { $rule } no tiene bases especiales: elija otras reglas en el panel Mapa
tool-special-hq = Un CG no puede ser una base especial
tool-special-rule = { $rule }:
tool-special-no-rule = Sin reglas: elija unas en el panel Mapa para indicar qué hacen las bases especiales
tool-special-allowed = Permitidas:

## El menú Organizar y «Completar la otra mitad»

arrange-step = { $action ->
    [mirror_left_right] reflejar de izquierda a derecha
    [mirror_top_bottom] reflejar de arriba abajo
    [half_turn] girar media vuelta
    [clockwise] girar 90° en sentido horario
    [anticlockwise] girar 90° en sentido antihorario
    [align_left] alinear a la izquierda
    [align_right] alinear a la derecha
    [align_top] alinear arriba
    [align_bottom] alinear abajo
    [align_centre_x] alinear los centros en vertical
    [align_centre_y] alinear los centros en horizontal
    [distribute_horizontally] distribuir en horizontal
   *[distribute_vertically] distribuir en vertical
}
arrange-item = { $action ->
    [mirror_left_right] Reflejar de izquierda a derecha
    [mirror_top_bottom] Reflejar de arriba abajo
    [half_turn] Girar media vuelta
    [clockwise] Girar 90° en sentido horario
    [anticlockwise] Girar 90° en sentido antihorario
    [align_left] Alinear a la izquierda
    [align_right] Alinear a la derecha
    [align_top] Alinear arriba
    [align_bottom] Alinear abajo
    [align_centre_x] Alinear los centros en vertical
    [align_centre_y] Alinear los centros en horizontal
    [distribute_horizontally] Distribuir en horizontal
   *[distribute_vertically] Distribuir en vertical
}
arrange-nothing = No hay nada que { arrange-step }: la selección ya está así
arrange-about-selection = Girar alrededor del centro de la selección
arrange-about-selection-hover = Desactivado: reflejos y giros se hacen alrededor del centro del tablero
arrange-board-centre = Centro del tablero x { $x }, y { $y }
arrange-board-centre-none = Centro del tablero: aún ninguno
arrange-measure = Medir
arrange-measure-hover = Poner el centro del tablero en la media de todos los lugares actuales
arrange-complete-menu = Completar la otra mitad…
arrange-complete-hover = Crear la imagen especular de la mitad seleccionada (o de todo el mapa), con los bandos intercambiados
arrange-select-to-turn = Seleccione algo para reflejar o girar
arrange-select-to-align = Seleccione dos o más elementos para alinear
arrange-select-to-distribute = Seleccione tres o más elementos para distribuir
arrange-cannot-complete = No se puede completar la otra mitad: { $error }
arrange-already-complete = La otra mitad ya está completa: no hay nada que añadir
arrange-complete-step = completar la otra mitad
arrange-added = Otra mitad añadida: { $summary }
arrange-added-notes = Otra mitad añadida: { $summary }. Nota: { $notes }
arrange-summary = { $bases ->
    [one] { $bases } base
   *[other] { $bases } bases
}, { $hqs ->
    [one] { $hqs } CG
   *[other] { $hqs } CG
}, { $paths ->
    [one] { $paths } camino
   *[other] { $paths } caminos
} y { $regions ->
    [one] { $regions } región
   *[other] { $regions } regiones
}
arrange-half-all = La mitad: todo el mapa (seleccione elementos para completar solo esos).
arrange-half-selected = La mitad: { $n ->
    [one] el elemento seleccionado
   *[other] los { $n } elementos seleccionados
}.
arrange-complete-title = Completar la otra mitad
arrange-symmetry = Simetría
arrange-goes = La otra mitad va
arrange-beside = { $side ->
    [right] a la derecha de
    [left] a la izquierda de
    [below] debajo de
   *[above] encima de
}
arrange-half-drawn = la mitad dibujada
arrange-centre-x = Centro x
arrange-board-centre-button = Centro del tablero
arrange-board-centre-hover = La media de todos los lugares, el centro que usa la comprobación de simetría
arrange-ids-half = Identificadores de la mitad
arrange-ids-twins = Identificadores de los gemelos
arrange-ids-how = `*` representa el resto del identificador: con `*` y `red-*`, `left-ford` tiene como gemelo `red-left-ford`. Los CG intercambian `blue` y `red`.
arrange-adds = Añade { $summary }.
arrange-complete = Completar

## El lienzo

canvas-empty = Campo de batalla vacío: pulse B y haga clic para colocar bases, H para los CG, P para unirlos

## El laboratorio de equilibrio (la sección Análisis)

lab-compare = Comparar (A/B)
lab-suggestions = Sugerencias
lab-skill = Habilidad y suerte
lab-static = Datos estáticos
lab-results = Resultados
lab-side-ai = { $side ->
    [blue] IA de Azul
   *[red] IA de Rojo
}
lab-ai = { $level ->
    [random] Aleatoria
    [greedy] Voraz
    [expert] Experta
   *[mcts] MCTS
}
lab-iterations-suffix = { " " }it.
lab-iterations-hover = Iteraciones de búsqueda por jugada (lento: pruebe unos cientos de partidas)
lab-games = Partidas
lab-seed = Semilla
lab-seed-hover = La misma semilla juega las mismas partidas
lab-run = Ejecutar
lab-run-hover = Jugar las partidas en segundo plano en todos los núcleos
lab-show-on-map = Mostrar en el mapa
lab-show-on-map-hover = Colorear las bases y anotar las regiones del lienzo con los resultados
lab-stale-run = Desactualizado: el mapa cambió desde esta ejecución (ejecute de nuevo para actualizar)
lab-cancelled-early = Cancelado antes de terminar ninguna partida
lab-progress = { $done } de { $total } { $what ->
    [games] partidas
    [pairs] pares
    [steps] pasos
   *[maps] mapas
}
lab-progress-cancelling = Cancelando… { lab-progress }
lab-no-thread = No se puede iniciar el hilo { $name }: { $error }
lab-failed = El análisis falló: { $error }
lab-stopped = El análisis se detuvo inesperadamente

## Los resultados de una ejecución

lab-rate = { $n } ({ $rate } %, IC 95 % { $low }–{ $high } %)
lab-run-head = { $n ->
    [one] { $n } partida
   *[other] { $n } partidas
}, azul: { $blue }, rojo: { $red }, semilla { $seed }, en { $secs } s
lab-run-head-cancelled = { $head } (cancelado: { $played } de { $asked } jugadas)
lab-wins = Victorias: azul { $blue }, rojo { $red }, sin terminar { $unfinished }
lab-first-player = Primer jugador
lab-wins-by-reason = Victorias por motivo
lab-all = Todas
lab-ending = { $kind ->
    [hq_race] Una carrera por los CG: la mayoría de las partidas acaban con la captura de un CG, así que las rutas hacia los CG deciden el equilibrio y cambiar medallas lo mueve poco. Alargue o proteja una ruta, o baje los objetivos para que las medallas cuenten.
    [medal_race] Una carrera por medallas: la mayoría de las partidas acaban en el objetivo de medallas, así que las medallas, los objetivos y los caminos hacia las regiones disputadas son las palancas.
    [stalls] Muchas partidas se bloquean: el bando que mueve no puede ni robar ni colocar, a menudo porque las rutas son largas y las reservas se agotan antes. Bajar los objetivos da a las partidas un final en el tablero.
   *[mixed] Un juego mixto: capturas de CG, victorias por medallas y bloqueos deciden partidas, así que importan tanto las rutas como las medallas.
}
lab-reason = { $how ->
    [hq] CG tomado
    [medals] Medallas
   *[stalled] Bloqueo
}
lab-unfinished = Sin terminar
lab-length = Duración de las partidas (media de { $turns } turnos, { $actions } acciones)
lab-turns = { $n ->
    [one] { $n } turno
   *[other] { $n } turnos
}
lab-axis-turns = turnos
lab-axis-games = partidas
lab-regions = Regiones: tomadas por (turno medio)
lab-nobody = Nadie
lab-region-hover = identificador `{ $id }`: { $n } medallas
lab-bases = Bases: ocupadas al final
lab-empty = Vacía
lab-base-hover = identificador `{ $id }`
lab-none-decided = No se decidió ninguna partida
lab-favoured = { $side ->
    [blue] azul tiene ventaja ({ $pc } % de las partidas decididas)
   *[red] rojo tiene ventaja ({ $pc } % de las partidas decididas)
}
lab-seat-helps = { $seat ->
    [first] jugar primero ayuda ({ $pc } %)
   *[second] jugar segundo ayuda ({ $pc } %)
}
lab-no-advantage = Sin ventaja clara al 95 % de confianza
lab-metrics = Métricas de diseño
lab-metrics-hover = Fórmulas en la guía de equilibrio (docs/balance-guide.md)
lab-metric-head = Métrica
lab-value-head = Valor
lab-interval-head = Intervalo del 95 %
lab-metric-hover = { $n } partidas cuentan; `{ $id }` en JSON
lab-side-balance = Equilibrio de bandos
lab-side-balance-hover = 1 − |2 × proporción de azul en las partidas decididas − 1|: 1 es equilibrado
lab-metric = { $metric ->
    [first_mover] Victorias del primer jugador
    [blue_wins] Victorias de Azul
    [unfinished] Sin terminar
    [end_hq] Finales por CG
    [end_medals] Finales por medallas
    [end_stalled] Finales por bloqueo
    [turns] Turnos
    [branching] Factor de ramificación
    [branching_max] Ramificación, máximo
    [decision_share] Turnos de decisión
    [coverage] Cobertura del tablero
    [drama] Emoción
    [deficit] Desventaja del ganador
    [lead_changes] Cambios de líder
   *[comeback] Remontadas
}

## La comparación (A/B)

lab-compare-about = El borrador (B) contra un archivo de mapa (A), ambos jugados con las mismas semillas y las IA de arriba.
lab-pairs = Pares de partidas
lab-against-saved = Borrador contra archivo guardado
lab-against-saved-hover = A es el mapa tal como se guardó; B es el borrador con sus cambios
lab-not-saved = El mapa aún no se ha guardado en un archivo
lab-against-file = Contra otro archivo…
lab-cancel-compare = Cancelar la comparación
lab-draft-error = El borrador: { $error }
lab-cancelled-no-pair = Cancelado antes de jugar ningún par
lab-stale-compare = Desactualizado: el borrador cambió desde esta comparación
lab-note = Nota: { $note }
lab-pairs-hover = { $n } pares; `{ $id }` en JSON
lab-significant = Significativo al 5 % entre las { $n } métricas comparadas (corrección de Holm: p = { $holm })
lab-map-shows = El mapa muestra
lab-shows-heat = Calor de la última ejecución
lab-shows-diff = Diferencia A/B

## Las sugerencias

lab-games-a-change = Partidas por cambio
lab-cancel-suggest = Cancelar las sugerencias
lab-suggest = Sugerir cambios
lab-suggest-hover = Decir si un bando tiene ventaja; si la tiene, probar las medallas de cada región y cada objetivo, uno más y uno menos, y proponer solo los cambios que ayudan otra vez con semillas nuevas, también a un nivel más fuerte
lab-stale-suggest = Desactualizado: el mapa cambió desde estas sugerencias
lab-suggest-now = Ahora azul gana { $pc } de las partidas decididas (de { $low } a { $high }) con { $level } en ambos bandos, { $n } partidas por mapa.
lab-suggest-stronger-now = Con { $level } y semillas nuevas, azul gana { $pc } de las partidas decididas en el mapa tal como está.
lab-suggest-fair = Ningún bando tiene una ventaja medible: nada que cambiar.
lab-suggest-how = Un bando tiene ventaja. Cada cambio se probó con las mismas partidas, y los mejores otra vez con semillas nuevas con { $level } y con { $stronger }; solo se propone un cambio que ayudó en ambos.
lab-suggest-none = { $n ->
    [0] Ningún cambio acercó la partida al equilibrio: no se propone nada.
    [one] { $n } cambio ayudó con las mismas partidas, pero no otra vez con semillas nuevas en ambos niveles: no se propone nada.
   *[other] { $n } cambios ayudaron con las mismas partidas, pero ninguno otra vez con semillas nuevas en ambos niveles: no se propone nada.
}
lab-suggest-effect = { $level }: azul gana { $after } en vez de { $before } (de { $low } a { $high })
lab-suggest-diff = Diferencia emparejada de las victorias de azul { $diff } % (de { $low } % a { $high } %), p = { $p }
lab-apply = Aplicar
lab-apply-hover = Aplicar la sugerencia { $n } (se puede deshacer) y ejecutar de nuevo
lab-tweak-medals = { $region } de { $from } a { $to } { $to ->
    [one] medalla
   *[other] medallas
}
lab-tweak-target = { $side ->
    [blue] objetivo de azul de { $from } a { $to }
   *[red] objetivo de rojo de { $from } a { $to }
}

# $a, $b: los nombres de dos lugares.
lab-tweak-add-path = un camino nuevo entre { $a } y { $b }
lab-tweak-remove-path = sin camino entre { $a } y { $b }
# $base: el nombre de una base; $on: yes (pasa a especial) o no (pasa a normal).
lab-tweak-special = { $on ->
    [yes] { $base } pasa a ser una base especial
   *[no] { $base } pasa a ser una base normal
}
lab-tweak-move-special = la base especial pasa de { $from } a { $to }

## El equilibrador

lab-balancer = Equilibrador
lab-games-a-map = Partidas por mapa
lab-balance-within = Margen ± (puntos)
lab-balance = Equilibrar el borrador
lab-cancel-balance = Cancelar el equilibrado
lab-balance-hover = Busca pequeños cambios (las medallas de una región, un objetivo, un camino, una base especial) hasta que azul gane el 50 ± { $within } % en { $level } y en { $stronger } con semillas nuevas, con los menos cambios que encuentre. Cada mapa se juega { $games } veces en el primer nivel y { $fewer } en el segundo durante la búsqueda, el doble para confirmar.
lab-stale-balance = Desactualizado: el mapa cambió desde esta búsqueda
lab-balance-mirror = El dibujo es simétrico: una parte igual a su imagen especular se cambia junto con ella.
lab-balance-before = Tal como está: { $shares }
lab-balance-after = Tras los cambios: { $shares }
lab-balance-share = { $level } { $pc } ({ $low } a { $high })
lab-balance-fair = Ya está dentro del margen en cada nivel: nada que cambiar.
lab-balance-unclear = Ningún nivel queda claramente fuera del margen (cada intervalo llega a él): nada que cambiar. Más partidas podrían decidirlo.
lab-balance-nothing = Ningún cambio lo acercó al margen.
lab-balance-found = { $n ->
    [one] Un cambio lo deja dentro del margen:
   *[other] { $n } cambios lo dejan dentro del margen:
}
lab-balance-nearest = No se encontró ningún mapa dentro del margen; el más cercano requiere { $n ->
    [one] un cambio:
   *[other] { $n } cambios:
}
lab-balance-apply = Aplicar todo
lab-balance-apply-hover = Hacer todos los cambios en un solo paso (se puede deshacer)

## Habilidad y suerte

lab-games-a-rung = Partidas por escalón
lab-mcts-budgets = MCTS pequeño / completo
lab-cancel-skill = Cancelar la escala de habilidad
lab-run-skill = Ejecutar la escala de habilidad y la suerte
lab-run-skill-hover = Cada nivel contra el inferior, en ambos puestos; después cada partida dos veces con los mismos jugadores, con el azar repartido de nuevo la segunda vez (MCTS es lento)
lab-stale-skill = Desactualizado: el mapa cambió desde esta escala
lab-luck = Índice de suerte { $index } (IC 95 % de { $low } a { $high }): { $same } de { $n } partidas decididas las dos veces las ganó el mismo color al repartir de nuevo su azar
lab-luck-hover = 0: el azar nunca cambia al ganador; 1: el ganador es como sorteado de nuevo cada vez
lab-level-head = Nivel
lab-wins-below-head = Victorias contra el inferior
lab-verdict-head = Veredicto
lab-ends-head = CG / medallas / bloqueo
lab-rung = { $strong } contra { $weak }
lab-verdict = { $verdict ->
    [even] ningún bando con ventaja
    [blue] ventaja de azul
    [red] ventaja de rojo
   *[undecided] ninguna partida decidida
}
lab-blue-won = Azul ganó el { $pc } % de las partidas decididas
lab-verdict-holds = El veredicto de equilibrio es el mismo en cada escalón
lab-verdict-changes = El veredicto de equilibrio cambia con el nivel de juego
lab-inverted-mark = invertido
lab-inverted-rung = Escalón invertido: { $strong } gana el { $pc } % ({ $low }–{ $high } %) contra { $weak }, el nivel que debería ser más débil

## Datos estáticos

lab-route = { $side }: { $n } pasos ({ $route })
lab-no-route = { $side }: sin ruta
lab-symmetry = Simetría: { $how }
lab-no-symmetry = Simetría: ninguna (los bandos se enfrentan a mapas distintos)
lab-target = { $side }: objetivo { $target }, { $medals } medallas en el mapa{ $reachable ->
    [yes] {""}
   *[no] { " " }(inalcanzable)
}
lab-region-steps = Pasos de cada CG a cada región (base más cercana / más lejana)

## La leyenda del calor en el lienzo

legend-heat = Calor: quién ocupaba cada base al final
legend-heat-blue = azul
legend-heat-red = rojo
legend-heat-note = Más tenue: ocupada en menos partidas. Barras de región: tomas de azul | rojo
legend-diff = A/B: B − A, quién ocupó cada base más a menudo
legend-diff-blue = más azul en B
legend-diff-red = más rojo en B
legend-diff-note = Más intenso: una diferencia mayor (pleno a ±50 % de las partidas)

## El modo Jugar

play-opponent = { $who ->
    [hot_seat] Por turnos
    [blue] El ordenador juega con Azul
    [red] El ordenador juega con Rojo
   *[both] El ordenador juega con ambos
}
play-origin-map = Partida nueva en { $name }, semilla { $seed }
play-origin-scenario = Escenario { $file }
play-origin-scenario-titled = Escenario «{ $title }» ({ $file })
new-map-name = Campo de batalla sin título
play-no-game = No hay ninguna partida en curso.
play-mid-effect = La partida empezó durante un efecto; su posición no se puede escribir.
play-write-failed = No se pudo escribir { $file }: { $error }
play-saved-start = Posición inicial guardada en { $file }.
play-saved-moves = { $n ->
    [0] Posición inicial guardada en { $file } (aún no se ha jugado nada).
    [one] Posición inicial y { $n } acción jugada guardadas en { $file }.
   *[other] Posición inicial y { $n } acciones jugadas guardadas en { $file }.
}
play-saved-note = { $said } Nota: { $note }.
saved-game-title = Partida en { $map }
saved-game-step = La partida tal como se jugó
saved-game-intro = La partida jugada desde esta posición, { $n ->
    [one] { $n } acción
   *[other] { $n } acciones
}, una por etapa.
saved-game-stops = La partida se detiene aquí; le toca a { $side }.
saved-game-stage-end = { $action } { $outcome }
saved-game-start-unwritable = La posición inicial no se puede volver a escribir: { $error }
saved-game-no-replay = La acción { $n } `{ $action }` ya no se reproduce: { $error }
saved-game-refused = La acción { $n } `{ $action }` no se puede escribir: la posición guardada la rechaza ({ $error })
saved-game-divergence = la acción { $n } `{ $action }` lleva a otra posición al reproducirla (la notación no puede decir si XB-42 tomó una copia congelada)
play-started-from = Partida iniciada desde { $file }.
play-cannot-start = { $file }: { $error }
play-no-move = El ordenador no encontró ninguna jugada para { $side ->
    [blue] azul
   *[red] rojo
}.
play-choose-setup = Elija la configuración de arriba y pulse Empezar partida.
play-start = Empezar partida
play-show-all = Mostrar todo
play-start-scenario = Empezar desde un escenario…
play-start-scenario-hover = Elegir un archivo de escenario desde el que empezar
play-game-over = Fin de la partida: gana { $side }
play-to-move = Juega { $side }
play-to-move-computer = Juega { $side } (ordenador, { $level })
play-medals = Medallas: Azul { $blue } / { $blue_target }, Rojo { $red } / { $red_target }
play-edit-as-lesson = Editar como lección
play-edit-as-lesson-hover = Abrir { $file } en el espacio de lecciones para comentarlo
play-save = Guardar como escenario
play-save-again = Volver a escribir la partida en { $file }
play-save-choose = Elegir el archivo donde guardar la partida
play-save-as = Guardar como escenario…
play-with-moves = con las jugadas
play-with-moves-hover = Añadir las jugadas como un paso comentado, para convertir la partida en una lección; sin marcar, solo se guarda la posición inicial
play-moves = Jugadas
play-levels = Niveles del ordenador: { $levels }
play-delay = pausa entre jugadas
play-seconds-suffix = { " " }s
play-delay-hover = Cuánto espera el ordenador tras la última jugada antes de jugar
play-resume = Reanudar el ordenador
play-step = Una jugada
play-step-hover = Dejar que el ordenador haga una jugada
play-step-disabled = No le toca al ordenador
play-pause = Pausa
play-pause-hover = Detener el ordenador; luego puede jugar por él, o avanzar una jugada
play-thinking = pensando…
play-paused = El ordenador está en pausa.
play-rack-of = Atril de { $side }:
play-face-down = { $n ->
    [one] { $n } tropa, boca abajo
   *[other] { $n } tropas, boca abajo
}
play-move = { $n }. { $side ->
    [blue] azul
   *[red] rojo
} { $text }
play-start-of-game = Inicio de la partida
play-ready = Estoy listo
play-turn-of = Turno de { $side }
play-hand-over = Los atriles están ocultos. Pase el turno a { $side }, que pulsa el botón (o Espacio) para ver su atril.

## La barra de configuración del modo Jugar

play-seed = Semilla
play-first = Empieza:
play-first-random = Al azar
play-first-name = empieza
play-first-game = Primera partida
play-opponent-label = Rival:
play-opponent-name = rival
play-level-side = { $side }:
play-level-name = nivel del ordenador de { $side }
play-level-status = { $side }: { $level }
ai-level = { $level ->
    [random] aleatorio
    [greedy] voraz
    [expert] experto
    [custom] MCTS (N iteraciones)
   *[mcts] MCTS
}
ai-level-iterations = MCTS ({ $n } iteraciones)
ai-level-millis = MCTS ({ $n } ms por jugada)
ai-level-expert-iterations = Experto ({ $n } iteraciones)
ai-level-expert-millis = Experto ({ $n } ms por jugada)
play-expert-hover = Búsqueda en árbol con una evaluación ajustada a partidas contra sí misma: más fuerte que MCTS con el mismo tiempo por jugada en casi todos los campos de batalla, pero no en la Ciudad de las Nubes
play-mcts-custom-hover = Búsqueda en árbol Monte Carlo con el número de iteraciones por jugada que elija
play-level-hover = El nivel del ordenador de { $side }: { $levels }
play-iterations = iteraciones
play-iterations-hover = Iteraciones por jugada del ordenador de { $side } (mcts usa { $n })

## Los problemas de la comprobación del mapa

problem-list-more = { $list } y { $n } más
problem-empty-name = El mapa no tiene nombre; los jugadores lo ven en los menús y los informes.
problem-non-finite-position = { $what ->
    [base] La base
   *[hq] El CG
} { $id } no tiene una posición utilizable ({ $x }, { $y }); dele coordenadas finitas.
problem-non-finite-marker = El marcador de medallas de la región { $id } no tiene una posición utilizable ({ $x }, { $y }).
problem-loop-path = El camino { $n } une { $id } consigo mismo; un camino debe unir dos lugares distintos.
problem-duplicate-path = El camino { $n } vuelve a unir { $from } y { $to } (ya lo hace el camino { $first }); quite uno.
problem-missing-hq = El bando { $side ->
    [blue] azul
   *[red] rojo
} no tiene CG; cada bando necesita al menos uno.
problem-hqs-adjacent = El CG { $side ->
    [blue] azul
   *[red] rojo
} { $from } está unido al CG { $other ->
    [blue] azul
   *[red] rojo
} { $to }: la primera tropa colocada ganaría al instante.
problem-path-between-own-hqs = El camino entre { $from } y { $to }, ambos CG { $side ->
    [blue] azules
   *[red] rojos
}, nunca se puede usar (un CG nunca es un paso de una conexión).
problem-isolated = { $what ->
    [base] La base
   *[hq] El CG
} { $id } no tiene ningún camino; únala al mapa o bórrela.
problem-unreachable = { $n ->
    [one] La base { $ids } no se puede alcanzar desde ningún CG; solo Hook podría llevar tropas allí.
   *[other] Las bases { $ids } no se pueden alcanzar desde ningún CG; solo Hook podría llevar tropas allí.
}
problem-target-zero = { $side ->
    [blue] El objetivo de medallas de azul es 0; azul habría ganado antes del primer turno.
   *[red] El objetivo de medallas de rojo es 0; rojo habría ganado antes del primer turno.
}
problem-target-above-total = { $side ->
    [blue] El objetivo de medallas de azul es { $target }, pero las regiones solo tienen { $total } medallas en total; azul nunca puede ganar por medallas (el mapa aún se puede jugar).
   *[red] El objetivo de medallas de rojo es { $target }, pero las regiones solo tienen { $total } medallas en total; rojo nunca puede ganar por medallas (el mapa aún se puede jugar).
}
problem-too-many-medals = Las regiones tienen { $total } medallas, pero la caja solo trae { $box } fichas de medalla.
problem-hq-count-differs = { $rule } se juega con { $n ->
    [one] { $n } CG
   *[other] { $n } CG
} para { $side ->
    [blue] azul
   *[red] rojo
}; este mapa tiene { $count }.
problem-target-differs = { $rule } se juega a { $n } medallas para { $side ->
    [blue] azul
   *[red] rojo
}; este mapa pide { $target }.
problem-no-special-bases = El mapa sigue las reglas de { $rule } pero no marca ninguna base especial, así que la regla nunca entra en juego.
problem-special-without-restriction = La base especial { $id } no indica fuerzas permitidas; en { $rule } una base especial solo restringe lo que se puede colocar en ella.
problem-empty-restriction = { $what ->
    [base] La base
   *[hq] El CG
} { $id } no permite ninguna fuerza, así que nunca se podría colocar allí una tropa; indique al menos una o quite la restricción.
problem-repeated-strength = Las fuerzas permitidas { $what ->
    [base] de la base
   *[hq] del CG
} { $id } repiten { $strengths }.
problem-list-sep = {", "}
problem-id-user = { $what ->
    [base] base
    [hq] CG
   *[region] región
} { $id }
problem-duplicate-id = El identificador { $id } se usa { $n } veces ({ $users }); los identificadores deben ser únicos, sin distinguir mayúsculas.
problem-malformed-id-empty = El identificador { $id } { $what ->
    [base] de una base
    [hq] de un CG
   *[region] de una región
} está vacío.
problem-malformed-id-long = El identificador { $id } { $what ->
    [base] de una base
    [hq] de un CG
   *[region] de una región
} tiene { $n } caracteres (como mucho { $max }).
problem-malformed-id-chars = El identificador { $id } { $what ->
    [base] de una base
    [hq] de un CG
   *[region] de una región
} debe empezar por una letra o un dígito y contener solo letras, dígitos, «-» y «_».
problem-unknown-location = El camino { $n } entre { $from } y { $to } lleva a { $end }, que el mapa no tiene.
problem-unknown-locations = El camino { $n } entre { $from } y { $to } lleva a { $end } y { $other }, que el mapa no tiene.
problem-unknown-end-region = { $id } (una región, no una base ni un CG)
problem-no-route-to-enemy-hq = Ninguna cadena de bases lleva { $n ->
    [one] del CG
   *[other] de los CG
} { $side ->
    [blue] azul
   *[red] rojo
} { $ids } a { $enemies ->
    [one] el CG enemigo
   *[other] ningún CG enemigo
}; { $side ->
    [blue] azul
   *[red] rojo
} nunca podría ganar tomando un CG.
problem-ring-unknown-base = El anillo de la región { $id } nombra { $ids }, que el mapa no tiene.
problem-ring-has-hq = El anillo de la región { $id } incluye { $n ->
    [one] el CG
   *[other] los CG
} { $ids }; una región solo está bordeada por bases.
problem-ring-repeats-base = El anillo de la región { $id } pasa más de una vez por { $ids }; cada base puede aparecer una sola vez.
problem-ring-too-short = El anillo de la región { $id } tiene { $n ->
    [one] { $n } base
   *[other] { $n } bases
}; un anillo necesita al menos 3 bases alrededor del marcador.
problem-ring-not-closed = El anillo de la región { $id } no está cerrado: ningún camino une { $gaps }.
problem-ring-gap = { $from } y { $to }
problem-ring-gap-sep = {", ni "}
problem-marker-outside-ring = El marcador de medallas de la región { $id } en ({ $x }, { $y }) queda fuera de su anillo; mueva el marcador dentro o corrija el anillo.
problem-duplicate-region = Las regiones { $first } y { $id } tienen el mismo anillo; sus medallas se tomarían siempre juntas.
problem-region-without-medals = La región { $id } no tiene medallas, así que tomarla no cambia nada.
problem-ring-differs-from-drawing = El anillo de la región { $id } es { $ring }, pero el dibujo alrededor de su marcador está bordeado por { $found }.
problem-no-face-around-marker = Ninguna cara del dibujo encierra el marcador de la región { $id }, aunque su anillo sí; puede que se crucen caminos entre sus bases.
problem-special-without-rule = { $n ->
    [one] La base { $ids } está marcada como especial
   *[other] Las bases { $ids } están marcadas como especiales
}, pero el mapa no nombra ningún juego de reglas; elija uno con bases especiales o quite la marca.
problem-special-on-rule-without = { $n ->
    [one] La base { $ids } está marcada como especial
   *[other] Las bases { $ids } están marcadas como especiales
}, pero { $rule } no tiene bases especiales; elija un juego de reglas con bases especiales o quite la marca.
problem-paths-cross = El camino entre { $from } y { $to } cruza en el dibujo el camino entre { $other-from } y { $other-to }; los jugadores pueden confundir qué lugares están unidos.
problem-path-through-location = El camino entre { $from } y { $to } está dibujado a través de { $id }, que no une; los jugadores pueden creer que están conectados.
problem-locations-overlap = { $ids } están dibujados uno encima de otro (a menos de { $spacing } unidades); sepárelos.
problem-unlisted = Avisos del tipo { $kind } sin listar: { $n } (se listan los { $shown } primeros).
problem-unlisted-at-least = Avisos del tipo { $kind } sin listar: al menos { $n } (se listan los { $shown } primeros); el mapa tiene demasiados caminos para que la comprobación los cuente todos.
problem-too-large-locations = El mapa tiene { $n } lugares (bases y CG); el motor juega mapas de como mucho { $max }, así que no se puede jugar.
problem-too-large-regions = El mapa tiene { $n } regiones; el motor juega mapas de como mucho { $max }, así que no se puede jugar.
problem-unplayable = el mapa no se puede jugar: { $reason }
problem-impossible-position = la posición preparada es imposible: { $reason }

## Las palabras del mapa de calor (las barras bajo las medallas de las regiones, los globos de las bases)

heat-bar = Az { $blue } · Ro { $red }
heat-tip-held = { $id }: inclinación { $lean }, ocupada en el { $share } de las partidas
heat-tip-absent = { $id }: no está en la serie
heat-tip-diff = { $id }: B − A { $d }
heat-tip-not-compared = { $id }: no comparada

transform-path = el camino entre `{ $from }` y `{ $to }`
transform-region = la región `{ $id }`
transform-pattern-star = el patrón `{ $pattern }` necesita exactamente un `*`
transform-pattern-invalid = el patrón `{ $pattern }` da identificadores no válidos: use letras, dígitos, `-` o `_`
transform-patterns-same = los dos patrones son iguales: los gemelos tendrían el mismo identificador
transform-centre-not-finite = el centro del tablero no es un punto finito
transform-targets-differ = los objetivos de medallas difieren (azul { $blue }, rojo { $red }): iguálelos para un mapa simétrico
transform-no-position = `{ $id }` no tiene una posición finita: no se creó gemelo
transform-twin-taken = el gemelo de `{ $id }` quedaría donde está `{ $other }`, que no es un gemelo de su tipo (una base necesita una base con la misma marca especial y fuerzas, un CG un CG del otro bando)
transform-path-no-twin = el camino entre `{ $from }` y `{ $to }` no tiene gemelo: uno de sus extremos no lo tiene
transform-region-no-twin = la región `{ $id }` no tiene gemelo: una base de su anillo no lo tiene
