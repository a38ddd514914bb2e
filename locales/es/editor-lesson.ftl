# The desktop app's lesson workspace: the position, the steps and their fields, claims, the
# recorder, the engine panel, and the names of its edits in the history.

## La pestaña Posición: el panel lateral

le-piece = { $side } { $code } { $troop }
le-to-move = Turno de { $side }
le-list-add = Añadir { $troop } { $list ->
    [rack] al atril de { $side }
    [frozen] a las tropas congeladas de { $side }
    [removed] a las tropas retiradas de { $side }
   *[reserve] a la reserva de { $side }
}
le-list-take = Quitar { $troop } { $list ->
    [rack] del atril de { $side }
    [frozen] de las tropas congeladas de { $side }
    [removed] de las tropas retiradas de { $side }
   *[reserve] de la reserva de { $side }
}
le-reserve-kind = { $kind ->
    [shuffled] Barajada
    [top] Parte de arriba conocida
   *[exact] Orden exacto
}
le-reserve-kind-hover = { $kind ->
    [shuffled] Todas las tropas que no están en otro sitio, barajadas con la semilla
    [top] Las tropas que elijas arriba, en orden; el resto barajado debajo
   *[exact] Exactamente las tropas que indiques, en orden
}
le-reserve-kind-label = Reserva de { $side }: { $kind }
le-reserve-button = { $verb ->
    [raise] Subir
    [lower] Bajar
   *[remove] Quitar
} la tropa { $n } de la reserva de { $side }
le-discard-button = { $verb ->
    [raise] Subir
    [lower] Bajar
   *[remove] Quitar
} la tropa descartada { $n }
le-discard-add-label = Añadir al descarte la tropa de la paleta
le-claim-label = { $id }: { $owner ->
    [none] sin reclamar
   *[other] reclamada por { $side }
}
le-auto-medals-label = Medallas de { $side } según las regiones reclamadas
le-reset-new-game = Volver a una partida nueva
le-turn-options = Turno y opciones
le-discard-pile = Descarte ({ $n })
le-claimed-regions = Regiones reclamadas
le-to-move-prompt = Turno de:
le-to-move-hover = La posición es el comienzo del turno de { $side }
le-seed = Semilla
le-seed-hover = Determina el barajado de las reservas y el azar de la partida (XB-42, congelaciones)
le-first-game = Primera partida
le-first-game-hover = Modo primera partida: las bases especiales no tienen efecto
le-reset-hover = Sustituir toda la posición por la de una partida nueva con esta semilla: 4 tropas retiradas por bando, 3 en el atril del bando que juega y 4 en el del otro
le-unplayable = El mapa no se puede jugar
le-rack-count = Atril { $n }/{ $max }
le-rack-hover = Las tropas que el bando puede colocar, { $max } como máximo
le-frozen = Congeladas
le-frozen-hover = Tropas del atril congeladas este turno por una base Campo de batalla; solo el bando que juega puede tenerlas
le-removed = Retiradas
le-removed-hover = Tropas apartadas boca abajo al preparar la partida (4 por bando en una partida nueva)
le-rack-full = El atril está lleno: admite { $max } tropas como máximo
le-frozen-not-to-move = Solo el bando que juega puede tener tropas congeladas
le-frozen-rack-first = Las tropas congeladas forman parte del atril: añade primero una al atril
le-one-less = Un { $troop } menos
le-one-more = Un { $troop } más
le-medals = Medallas
le-medals-auto = según las regiones reclamadas
le-medals-auto-hover = Las medallas son la suma de las regiones que el bando ha reclamado; desmarca para fijarlas a mano
le-side-medals = Medallas de { $side }
le-medals-of = de { $n }
le-reserve = Reserva
le-reserve-shuffled-note = { $n ->
    [one] { $n } tropa que no está en otro sitio, barajada
   *[other] { $n } tropas que no están en otro sitio, barajadas
} con la semilla.
le-reserve-top-note = Arriba, de arriba abajo; después, { $n } más barajadas debajo.
le-reserve-exact-note = De arriba abajo, { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
}.
le-list-entry = { $at }. { $troop }
le-add = Añadir:
le-reserve-add-hover = Añadir un { $troop } al final de la lista
le-add-missing = Añadir las tropas que faltan
le-add-missing-hover = Añadir al final { $n ->
    [one] la tropa que le falta
   *[other] las { $n } tropas que le faltan
} al bando para tener 3 de cada
le-add-missing-none = El bando tiene 3 o más tropas de cada
le-add-missing-label = Añadir a la reserva las tropas que le faltan a { $side }
le-up = Subir
le-up-hover = Subirla un puesto
le-down = Bajar
le-down-hover = Bajarla un puesto
le-remove-hover = Quitarla de la lista
le-discard-empty = Vacío.
le-oldest-first = La más antigua primero.
le-discard-add = Añadir { $piece }
le-discard-add-palette = Añadir la tropa de la paleta
le-discard-add-hover = Poner la tropa de la paleta encima del descarte
le-choose-troop-first = Elige primero una tropa en la paleta
le-no-medal-region = Este mapa no tiene ninguna región con medallas.
le-region-row = { $name } ({ $n })
le-region-hover = Región `{ $id }`, { $n ->
    [one] { $n } medalla
   *[other] { $n } medallas
}
le-nobody = nadie
le-unclaimed-hover = Sin reclamar: sus medallas siguen en el tablero
le-claimed-hover = Reclamada por { $side }: sus medallas son de { $side }
le-stray-claim = `{ $id }` no es una región de este mapa
le-remove = Quitar
le-remove-claim = Quitar la reclamación de `{ $id }`

## La pestaña Posición: la paleta, la pila elegida y el tablero

le-palette-troop = Paleta: { $troop }
le-palette-side = Paleta: { $side }
le-palette-select = Paleta: solo elegir
le-stack-button = { $verb ->
    [raise] Subir
    [lower] Bajar
   *[remove] Quitar
} la tropa { $n } de @{ $id }
le-board-unshown = No se puede mostrar el tablero: { $error }
le-board-unshown-note = Los paneles laterales siguen editando la posición; el tablero aparecerá en cuanto el mapa se pueda jugar.
le-engine-no-start = La posición todavía no puede empezar una partida, así que el motor no puede valorarla.
le-palette = Paleta
le-palette-side-hover = Colocar tropas de { $side }
le-choose-only = Solo elegir
le-choose-only-hover = Los clics en el tablero solo eligen un lugar, para ver su pila
le-palette-troop-hover = Haz clic en una base para poner { $piece } encima de su pila
le-left = { $n ->
    [0] no queda ninguna
    [one] queda { $n }
   *[other] quedan { $n }
}
le-left-hover = { $side } tiene 3 tropas de cada; { $n ->
    [0] no queda ninguna
    [one] { $n } aún no está colocada
   *[other] { $n } aún no están colocadas
} en ningún sitio ({ $reserve ->
    [exact] faltan en la reserva exacta
   *[shuffled] forman la reserva barajada
})
le-palette-put = Haz clic en una base para poner { $piece } encima. El clic derecho quita la tropa de arriba.
le-palette-choose = Haz clic en una base para elegirla. El clic derecho quita la tropa de arriba.
le-chosen-none = Haz clic en un lugar para ver aquí su pila.
le-stack-empty = Aquí no hay tropas.
le-top-first = De arriba abajo:
le-stack-entry = { $piece }{ $place ->
    [top] {" "}(arriba)
    [bottom] {" "}(abajo)
   *[middle] {""}
}
le-stack-up-hover = Subirla en la pila
le-stack-down-hover = Bajarla en la pila
le-stack-remove-hover = Quitarla del tablero
le-clear-stack = Vaciar esta pila
le-clear-stack-hover = Quitar todas las tropas de @{ $id }
le-put-on-hq = @{ $id } es un cuartel general: ninguna tropa empieza en un cuartel general, porque una tropa ahí termina la partida.
le-put-terrain = Colocada, pero ojo: el terreno de @{ $id } no admite { $troop }, así que ninguna colocación durante una partida podría haberla puesto ahí.
le-board = Tablero
le-clear-board = Vaciar el tablero
le-clear-board-hover = Quitar todas las tropas del tablero
le-board-empty = El tablero está vacío
le-stray-stacks = Pilas en identificadores que este mapa no tiene:
le-stray-stack = `{ $id }`: { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
}
le-stray-stack-hover = Descartar esta pila
le-remove-stack = Quitar la pila de `{ $id }`

## El panel del motor

le-engine = Motor
le-engine-ask = ¿Qué jugaría el motor?
le-engine-ask-hover = Valorar cada turno completo del bando que juega y mostrar los mejores, según la evaluación del motor
le-engine-thinking = El motor está pensando
le-engine-game-over = La partida ha terminado
le-engine-judging = Valorando cada turno completo…
le-engine-judged = { $n ->
    [one] { $n } turno completo valorado
   *[other] { $n } turnos completos valorados
}; valores en medallas, desde el bando que juega.
le-engine-cut = La búsqueda se cortó en { $n } turnos, a partir de «{ $line }».
le-engine-use = { $what ->
    [solution] la solución
    [alternative] una alternativa
    [wrong] una línea equivocada
    [candidate] una candidata
    [new_puzzle] la solución de un ejercicio nuevo
   *[new_compare] una candidata de una comparación nueva
}
le-engine-as = Como { $what }
le-engine-record = Guardar esta línea como { $what }
le-engine-use-label = Usar la línea { $n } del motor como { $what }
le-engine-no-step-start = El paso no puede empezar, así que el motor no tiene posición que valorar.

## La solidez de un ejercicio

le-soundness = Solidez
le-sound-judging = Valorando cada turno completo del ejercicio…
le-sound-ok = Sólido: cada línea que el alumno puede jugar se juzga con justicia.
le-sound-add-label = Añadir la línea no prevista { $n } como { $what ->
    [alternative] alternativa
   *[wrong] línea equivocada
}
le-sound-add-hover = Añadir la línea como { $what ->
    [alternative] alternativa
   *[wrong] línea equivocada
}
le-sound-lengthen-label = Alargar la línea equivocada para la línea { $n }
le-sound-kind = { $kind }: { $n ->
    [one] { $n } línea
   *[other] { $n } líneas
}
le-sound-played-out = jugada hasta el final: { $outcome }
le-sound-mark-wrong = Marcarla como equivocada
le-sound-accept = Aceptarla
le-sound-more = y { $n } más de este tipo
le-sound-budget-spent = El presupuesto de trabajo de la comprobación se agotó antes de este paso.
le-sound-budget = Presupuesto alcanzado tras { $n } turnos terminados; las líneas a partir de «{ $line }» no se valoraron.
le-fix-accept-drop = Añadir la línea como alternativa aceptada y quitar la línea equivocada { $n }
le-fix-accept = Añadir la línea como alternativa aceptada
le-fix-wrong-drop = Quitar la alternativa { $n } y añadir la línea como línea equivocada, con un comentario por escribir
le-fix-wrong = Añadir la línea como línea equivocada, con un comentario por escribir
le-fix-drop-wrong = Todas las continuaciones de la línea equivocada { $n } son buenas: quítala
le-fix-replace-wrong = Sustituir la línea equivocada { $n } por { $lines }
le-quoted = «{ $line }»

## La pestaña Posición: la comprobación en directo y el recuento

le-check-ready = La posición está lista para jugar
le-check-over = La posición empieza una partida que ya ha terminado
le-check-not-ready = La posición no puede empezar
le-census = Dónde está cada tropa
le-check-medals = Turno de { $side } · medallas: { $blue } { $blue_n } de { $blue_of }, { $red } { $red_n } de { $red_of }
le-check-over-why = { $outcome }. { $medals }.
le-check-goes-on = La edición continúa: corrige la posición, o guárdala tal cual y corrígela más tarde.
le-check-more = …y { $n } problemas más (pasa el puntero para verlos todos)
le-check-map = El mapa no se puede jugar: { $problem }
le-census-side = { $side }:
le-census-sums = tablero { $board } · atril { $rack } · reserva { $reserve }{ $shuffled ->
    [0] {""}
    [one] {" "}({ $shuffled } barajada)
   *[other] {" "}({ $shuffled } barajadas)
} · descarte { $discard } · retiradas { $removed } = { $total } de { $all }
le-census-count = { $n } { $troop }
le-census-missing = faltan: { $troops }
le-census-extra = sobran: { $troops }
le-census-column = { $column ->
    [board] Tablero
    [rack] Atril
    [reserve] Reserva
    [discard] Descarte
    [removed] Retiradas
   *[all] Total
}

## Las líneas de un paso

le-line = { $line ->
    [setup] preparación
    [candidate] candidata { $n }
    [solution] solución
    [solution_reply] respuesta a la solución
    [alternative] alternativa { $n }
    [alternative_reply] respuesta a la alternativa { $n }
    [wrong] línea equivocada { $n }
    [stage] etapa { $n }
   *[example] ejemplo
}
le-line-variation = variante { $path } de { $of }
le-line-error-stage = la etapa { $n } no se puede leer: { $error }
le-line-error-answer-syntax = la línea «{ $answer }» no se puede leer: { $error }
le-line-error-answer-refused = la línea «{ $answer }» es rechazada ({ $refusal }), así que la respuesta no tiene posición de partida
le-line-error-no-line = el paso no tiene la línea «{ $line }»
le-line-error-syntax = la línea no se puede leer: { $error }
le-line-error-variation-start = la variante empieza después de la acción { $after }, pero su línea madre solo juega { $parent }
le-step-none = no hay paso { $n }
le-step-setup = la preparación del paso: { $error }
le-refused-early = la acción { $n } de { $total } es rechazada antes del final de la línea: corrige la línea o termínala ahí
line-summary = { $parts }
line-summary-sep = { " · " }
line-summary-actions = { $n ->
    [0] ninguna acción
    [one] { $n } acción
   *[other] { $n } acciones
}
line-summary-medals = { $side } { $change ->
    [won] +{ $n }
   *[lost] -{ $n }
} { $n ->
    [one] medalla
   *[other] medallas
} ({ $medals } de { $target })
line-summary-claims = { $side } reclama { $regions }
line-summary-to-move = le toca a { $side }
line-summary-to-answer = { $side } debe responder a { $effect }
line-summary-illegal = ilegal en la acción { $n } «{ $action }»: { $reason }{ $played ->
    [0] {""}
    [one] {" "}(la acción anterior se juega)
   *[other] {" "}(las { $played } acciones anteriores se juegan)
}
le-claims-of = { $of ->
    [position] la posición
   *[accept_if] aceptar si
}

## El tablero de la pestaña Pasos y la grabadora

le-game-over = Partida terminada: { $outcome }.
le-to-answer = { $side } debe responder a { $effect }
le-side-state = { $side }: { $n } de { $of } medallas · atril { $rack } · reserva { $reserve }
le-refused = acción { $n } «{ $action }»: { $why }
le-rec-refused = { $refused }. La próxima acción que juegues la sustituye, junto con lo que sigue.
le-rec-unparsed = La línea no se puede leer ({ $error }). La próxima acción que juegues la empieza de nuevo.
le-rec-recording = Grabando { $line } del paso { $step }
le-rec-undo = Deshacer la última acción
le-rec-undo-hover = Retirar la última acción de la línea
le-rec-undo-none = La línea no tiene ninguna acción que retirar
le-rec-clear = Borrar
le-rec-clear-name = Borrar la línea
le-rec-clear-hover = Vaciar la línea y volver a su posición de partida
le-rec-clear-none = La línea ya está vacía
le-rec-done = Hecho
le-rec-done-name = Terminar la grabación
le-rec-done-hover = Parar la grabación y conservar la línea
le-rec-cancel = Cancelar
le-rec-cancel-name = Cancelar la grabación
le-rec-cancel-hover = Parar la grabación y dejar la línea como estaba
le-rec-line = Línea:
le-rec-line-empty = (vacía: juega la primera acción)
le-rec-how = Elige una tropa del atril y haz clic en un lugar iluminado del tablero.

## Las afirmaciones en el editor de pasos

le-mark = { $mark ->
    [holds] se cumple
    [false] falsa
    [unchecked] sin comprobar
   *[expected] rechazada como se esperaba
}
le-claims = Afirmaciones
le-claims-all-hold = Afirmaciones ({ $n }, todas se cumplen)
le-claims-false = Afirmaciones ({ $n }, { $false_n ->
    [one] { $false_n } falsa
   *[other] { $false_n } falsas
})
le-claims-count = Afirmaciones ({ $n })
le-claim-add = + Añadir afirmación
le-claim-add-name = Añadir afirmación a { $list }
le-claim-add-hover = Añadir una afirmación y abrir su editor
le-claims-unplayable = la línea no se puede jugar: { $error }
le-claims-derive = + Afirmaciones del resultado
le-claims-derive-name = Afirmaciones del resultado de { $list }
le-claims-derive-hover = Añadir las afirmaciones que se cumplen tras esta línea (se omiten las que ya están)
le-claims-derived-none = Todas las afirmaciones del resultado ya están en la lista.
le-claims-derived = { $n ->
    [one] Se añadió { $n } afirmación.
   *[other] Se añadieron { $n } afirmaciones.
}
le-claims-derived-some = { $n ->
    [one] Se añadió { $n } afirmación
   *[other] Se añadieron { $n } afirmaciones
}; { $listed ->
    [one] { $listed } ya estaba en la lista.
   *[other] { $listed } ya estaban en la lista.
}
le-claims-unchecked = No se pueden comprobar las afirmaciones: { $error }
le-claims-none-position = Todavía no hay afirmaciones sobre la posición.
le-claims-none = Todavía no hay afirmaciones: el motor solo comprueba lo que dice una afirmación.
le-claim-holds = La afirmación se cumple
le-claim-mismatch = Se esperaba { $expected }; se encontró { $found }
le-claim-mismatch-note = {"    "}se esperaba { $expected }; se encontró { $found }
le-claim-unchecked = Sin comprobar: la línea no se puede jugar
le-close = Cerrar
le-edit = Editar
le-delete = Eliminar
le-claim-edit-name = Editar la afirmación { $n } de { $list }
le-claim-close-hover = Cerrar el editor de la afirmación
le-claim-edit-hover = Editar la afirmación
le-claim-delete-name = Eliminar la afirmación { $n } de { $list }
le-claim-delete-hover = Eliminar la afirmación
le-claim-kind = Tipo
le-claim-as-written = Tal como se escribe
le-claim-as-written-hover = La afirmación tal como la escribe el archivo del escenario; edítala libremente
le-claim-unparsed = Todavía no es una afirmación ({ $error }); la afirmación conserva su último valor.
le-claim-field = { $field ->
    [side] bando
    [by] por
    [troop] tropa
    [at] en
    [n] n
    [how] cómo
    [effect] efecto
    [margin] margen
    [refused_for] rechazada por
   *[reason_mentions] el motivo menciona
}
le-loc-unknown = { $loc } (desconocido)
# A button beside an id the map lacks: the map's id it was probably meant to be.
le-use-id = Usar { $id }
le-use-id-hover = Poner `{ $id }` en lugar de `{ $given }`, que el mapa no tiene: su identificador más cercano a lo escrito
le-claim-legal = Todas las acciones de la línea son legales.
le-claim-no-winner = La partida sigue.
le-claim-any-reason = cualquier motivo
le-claim-reason-hover = Parte del motivo que da el motor (sin distinguir mayúsculas); vacío: cualquiera
le-claim-no-regions = El mapa no tiene regiones.
le-claim-margin-unit = {" "}/100 medalla
le-claim-margin-hover = Cuánto puede quedar una línea por debajo del mejor turno del motor, en centésimas de medalla

## La pestaña Pasos: la lista de pasos y el tablero

le-step-kind = { $kind ->
    [explain] Lectura
    [compare] Comparación
    [find_move] Encuentra la jugada
    [walkthrough] Recorrido
   *[practice] Práctica
}
le-step-kind-hint = { $kind ->
    [explain] Un texto sobre una posición, con lugares resaltados y flechas
    [compare] Dos o más líneas candidatas lado a lado, cada una con su resultado
    [find_move] Un ejercicio: el alumno juega la línea correcta
    [walkthrough] Una línea preparada, recorrida etapa a etapa
   *[practice] Jugar contra el ordenador hacia un objetivo
}
le-new-step-title = { $kind ->
    [explain] Nueva lectura
    [compare] Nueva comparación
    [find_move] Nuevo ejercicio
    [walkthrough] Nuevo recorrido
   *[practice] Nueva práctica
}
le-copy-title = { $title } (copia)
le-copy-untitled = Copia
le-untitled-scenario = escenario sin título
le-step-copied = El paso { $copy } es una copia del paso { $of }.
le-step-deleted = Paso { $n } «{ $title }» eliminado; Deshacer lo recupera.
le-step-deleted-untitled = Paso { $n } eliminado; Deshacer lo recupera.
le-steps = Pasos
le-steps-all-hold = Todas las afirmaciones de la lección se cumplen.
le-steps-problems = { $n ->
    [one] { $n } problema
   *[other] { $n } problemas
} en { $steps ->
    [one] { $steps } paso
   *[other] { $steps } pasos
}
le-step-passes = La comprobación pasa en este paso
le-step-row = { $n }. { $kind } · { $title }
le-step-untitled = (sin título)
le-steps-none = Todavía no hay pasos: un escenario sin pasos es solo una posición. Añade uno abajo.
le-step-add = Añadir un paso:
le-step-add-after = Añadir un paso tras el elegido:
le-step-add-kind = + { $kind }
le-step-add-kind-name = Añadir paso de { $kind }
le-step-none-selected = No hay ningún paso elegido
le-step-up-name = Subir el paso
le-step-up-hover = Subir el paso elegido
le-step-first = Es el primer paso
le-step-down-name = Bajar el paso
le-step-down-hover = Bajar el paso elegido
le-step-last = Es el último paso
le-step-duplicate = Duplicar
le-step-duplicate-name = Duplicar el paso
le-step-duplicate-hover = Copiar el paso elegido justo después
le-step-delete-name = Eliminar el paso
le-step-delete-hover = Eliminar el paso elegido (Deshacer lo recupera)
le-no-step = Ningún paso
le-no-step-about = Una lección es una lista de pasos, cada uno a partir de la posición del escenario. Añade uno a la izquierda: Lectura muestra una posición, Comparación pone líneas lado a lado, Encuentra la jugada es un ejercicio, Recorrido avanza por una línea y Práctica juega contra el ordenador.
le-recorder-about = Grabadora: pulsa Grabar junto a una línea del formulario para escribirla jugándola en el tablero; aquí aparecen el atril desde el que jugar y los botones de la grabadora.
le-line-unrecordable = No se puede grabar { $line }: { $error }
le-stop-recording = Parar la grabación
le-no-board = La posición no puede empezar, así que no hay tablero que mostrar: { $error }. Corrige la posición en la pestaña Posición.
le-board-recording = Grabando { $line } del paso { $step }: juega en el tablero
le-board-scenario = La posición del escenario
le-board-after = Tras { $line } del paso { $step }
le-line-unshown = No se puede mostrar { $line }: { $error }
le-board-start = Comienzo del paso { $step }
le-step-unstartable = El paso { $step } no puede empezar: { $error }. El tablero muestra la posición del escenario.
le-board-step = Paso { $step }
le-pick-highlight = Haz clic en un lugar para resaltarlo o para quitarle el resaltado.
le-pick-arrow-from = Haz clic donde empieza la flecha.
le-pick-arrow-to = Haz clic donde apunta la flecha.
le-step-check-passes = La comprobación pasa en este paso.
le-step-problems = { $n ->
    [one] La comprobación encontró { $n } problema
   *[other] La comprobación encontró { $n } problemas
}
le-hide = Ocultar
le-list-them = Listarlos

## El formulario del paso

le-f-details = Datos de la lección
le-f-title = Título
le-f-title-lesson = El título de la lección
le-f-author = Autor
le-f-author-hint = Quién la escribió
le-f-summary = Resumen
le-f-summary-hint = Qué enseña la lección
le-f-difficulty = Dificultad
le-f-difficulty-level = { $level ->
    [beginner] principiante
    [intermediate] intermedio
   *[advanced] avanzado
}
le-f-language = Idioma
le-f-language-hover = El idioma de los textos, como una etiqueta del tipo en o zh
le-f-check = Comprobación: { $issue }
le-issue-at = { $place }: { $issue }
le-issue-false-claim = afirmación falsa { $claim }: se esperaba { $expected }, se encontró { $found }
le-issue-illegal-line = línea ilegal: { $refusal }
le-issue-syntax = una acción no se puede leer: { $error }
le-issue-unsound = { $kind } ({ $n }): { $lines }
le-issue-budget-spent = el presupuesto de trabajo se agotó ({ $n } turnos terminados) antes de este paso
le-issue-budget = presupuesto alcanzado tras { $n } turnos terminados, a partir de «{ $line }»
le-issue-untranslated = { $n ->
    [one] { $n } lugar del mapa conserva su propio nombre
   *[other] { $n } lugares del mapa conservan su propio nombre
} en esta lección en { $tag }: { $ids }. Dales nombre en el panel Nombres en otros idiomas del editor de mapas.
le-issue-more = { $n } más
le-f-stop = Parar
le-f-stop-name = Parar la grabación de { $line }
le-f-record = Grabar
le-f-record-name = Grabar { $line }
le-f-record-hover = Juega la línea en el tablero: cada acción que juegues se le añade (los comentarios de la línea no se conservan)
le-f-no-start = No hay posición de partida: { $error }
le-f-show = Mostrar
le-f-show-hover = Mostrar en el tablero la posición tras esta línea
le-f-show-name = Mostrar { $line }
le-f-line-hover = Acciones en la notación, separadas por ; o saltos de línea; # empieza un comentario
le-f-empty-line = { $line ->
    [setup] Sin preparación: el paso empieza en la posición del escenario.
    [reply] Sin respuesta: la réplica del rival no está preparada.
    [example] Sin partida de ejemplo.
    [stage] Sin acciones: esta etapa solo mira la posición.
   *[line] Vacía: graba la línea en el tablero o escríbela.
}
le-f-outcome-hover = Lo que el motor saca de la línea, desde donde empieza
le-f-unparsed = La línea no se puede leer: { $error }
le-f-up-name = Subir { $item }
le-f-up-hover = Subir
le-f-down-name = Bajar { $item }
le-f-down-hover = Bajar
le-f-delete-name = Eliminar { $item }
le-f-delete-hover = Eliminar (Deshacer lo recupera)
le-f-add = + Añadir { $what ->
    [arrow] flecha
    [candidate] candidata
    [alternative] alternativa
    [hint] pista
    [wrong] línea equivocada
   *[stage] etapa
}
le-f-add-name = Añadir { $what ->
    [arrow] flecha
    [candidate] candidata
    [alternative] alternativa
    [hint] pista
    [wrong] línea equivocada
   *[stage] etapa
}
le-f-item = { $item ->
    [candidate] Candidata { $n }
    [alternative] Alternativa { $n }
    [hint] Pista { $n }
    [wrong] Línea equivocada { $n }
   *[stage] Etapa { $n }
}
le-f-item-lower = { $item ->
    [candidate] la candidata { $n }
    [alternative] la alternativa { $n }
    [hint] la pista { $n }
    [wrong] la línea equivocada { $n }
   *[stage] la etapa { $n }
}
le-f-title-hint = Un título corto
le-f-setup = Preparación
le-f-setup-hint = Acciones jugadas desde la posición del escenario antes de este paso (vacío: ninguna)
le-f-text = Texto
le-f-text-explain-hint = Lo que el alumno debe ver en esta posición
le-f-highlighted = Resaltados
le-f-unhighlight-name = Quitar el resaltado de { $id }
le-f-unhighlight-hover = Quitar el resaltado
le-f-highlight-add = Añadir
le-f-highlight-choose = un lugar…
le-f-pick = Elegir en el tablero
le-f-pick-hover = Activado, un clic en un lugar del tablero lo resalta o le quita el resaltado
le-f-arrows = Flechas
le-f-arrow-from = desde
le-f-arrow-to = hasta
le-f-arrow-delete-name = Eliminar la flecha { $n }
le-f-arrow-delete-hover = Eliminar la flecha
le-f-add-arrow-hover = Añadir una flecha y elegir después sus extremos
le-f-draw = Dibujar en el tablero
le-f-draw-hover = Activado, haz clic donde empieza una flecha y luego donde apunta
le-f-draw-from = Desde { $from }: ahora haz clic donde apunta.
le-f-prompt = Enunciado
le-f-prompt-compare-hint = La pregunta que responde la comparación
le-f-label = Nombre
le-f-label-candidate-hint = Un nombre corto para el botón de la candidata
le-f-line = Línea
le-f-comment = Comentario
le-f-comment-candidate-hint = Qué hace esta línea, con tus palabras
le-f-add-candidate-hover = Añadir otra línea candidata
le-f-conclusion = Conclusión
le-f-conclusion-compare-hint = Se muestra cuando el alumno ha visto las candidatas
le-f-line-answer-hint = El turno completo del alumno, respuestas a efectos incluidas
le-f-feedback = Comentario
le-f-feedback-answer-hint = Se muestra cuando el alumno la juega
le-f-reply = Respuesta
le-f-reply-hint = La réplica preparada del rival (vacío: ninguna)
le-f-prompt-puzzle-hint = Lo que debe hacer el alumno
le-f-solution = Solución
le-f-add-alternative-hover = Otra línea que también se acepta
le-f-accept-if = Aceptar cualquier turno terminado en que se cumplan estas
le-f-accept-if-hover = Opcional. Si hay alguna, se acepta cualquier otro turno que haga verdaderas todas estas afirmaciones. Aquí se comprueban sobre la solución.
le-f-hints = Pistas
le-f-hints-hover = Se muestran de una en una, en este orden
le-f-hint-hint = Un empujoncito hacia la respuesta
le-f-add-hint-hover = Las pistas se muestran de una en una, en orden
le-f-line-wrong-hint = Una línea equivocada, o su comienzo
le-f-feedback-wrong-hint = Por qué está mal, para el alumno que la juega
le-f-add-wrong-hover = Una línea equivocada concreta con su propio comentario
le-f-default-feedback = Comentario por defecto
le-f-default-feedback-hint = Para cualquier otra línea equivocada
le-f-show-rack = Mostrar al alumno el atril del rival
le-f-show-rack-hover = Sin marcar, el alumno solo ve cuántas tropas tiene el rival, como en una partida
le-f-intro = Introducción
le-f-intro-hint = Antes de la primera etapa
le-f-actions = Acciones
le-f-actions-stage-hint = Jugadas en esta etapa (vacío: solo mirar la posición)
le-f-comment-stage-hint = Lo que el alumno ve en esta etapa
le-f-add-stage-hover = Añadir una etapa tras la última
le-f-conclusion-walk-hint = Tras la última etapa
le-f-goal-kind = { $goal ->
    [win] Ganar la partida
    [medals] Tener medallas
   *[capture_hq] Tomar un cuartel general
}
le-f-example-over = la partida ya ha terminado cuando empieza la práctica
le-f-example-refused = el ejemplo no se juega hasta el final
le-f-example-reaches = alcanza el objetivo en la acción { $action } (turno { $turn } del alumno)
le-f-example-fails = no cumple el objetivo: { $reason }
le-f-example-short = termina antes de alcanzar el objetivo ({ $goal }) tras { $n ->
    [one] { $n } turno del alumno
   *[other] { $n } turnos del alumno
}
le-f-text-practice-hint = Por qué juega el alumno
le-f-goal = Objetivo
le-f-goal-medals = medallas
le-f-goal-within = en turnos
le-f-goal-note = El alumno debe { $goal }.
le-f-opponent = Rival
le-f-opponent-hover = El nivel del ordenador contra el que juega el alumno
le-f-example = Partida de ejemplo
le-f-example-hint = Las acciones de ambos bandos, hasta el objetivo (vacío: ninguna)
le-f-example-verdict = El ejemplo { $verdict }.

## Las variantes en el formulario del paso

le-var-add-name = Añadir variante a { $line }
le-var-add-hover = Una sublínea que sale de esta línea tras una de sus acciones
le-var-add-sub-hover = Una sublínea de esta variante, que sale tras una de sus acciones
le-var-add = + Añadir variante
le-var-add-to = + Añadir variante a { $path }
le-var-too-deep = Las variantes no se pueden anidar más
le-var-nested = { $n ->
    [one] { $n } subvariante
   *[other] { $n } subvariantes
}
le-var-after = sale tras la acción
le-var-after-hover = 0: en lugar de la primera acción de la línea madre
le-var-label-hint = Un nombre corto en el árbol
le-var-comment-hint = Por qué esta rama, con tus palabras

## La barra del espacio de trabajo de lecciones y sus mensajes

le-tab = { $tab ->
    [position] Posición
    [steps] Pasos de la lección
   *[preview] Vista previa
}
le-new-lesson-title = Una lección sobre { $map }
le-map-embedded = El mapa { $path } está fuera de la carpeta de la lección y de su biblioteca de mapas (una carpeta `maps` junto a la lección o por encima), donde una lección no puede leerlo: el mapa se guarda ahora dentro de la lección.
le-write-failed = No se pudo escribir { $path }: { $error }
le-save-refused = No se guardó en { $path }: { STOP($reason) } Una lección así no podría volver a abrirse; corrija el adversario y guarde de nuevo (sus cambios siguen abiertos aquí).
le-recovery-damaged = está dañado: { $error }
le-recovered-damaged = la lección recuperada está dañada: { $error }
le-new-lesson-name = La lección nueva
le-said-new = Lección nueva.
le-said-opened = Se abrió { $path }.
le-said-saved = Se guardó { $path }.
le-said-saved-note = Se guardó { $path }. { $note }
le-no-lesson = Abre un archivo de escenario arriba, o empieza una lección nueva sobre el mapa que se está editando.
le-new-lesson = Lección nueva sobre este mapa
le-new-lesson-hover = Un escenario nuevo sobre el mapa que se está editando, con el tablero vacío
le-open = Abrir…
le-open-hover = Elegir un archivo de escenario para abrir
le-save = Guardar la lección
le-save-hover = Guardar en el archivo de la lección, o elegir uno para una lección nueva
le-save-as = Guardar la lección como…
le-save-as-hover = Elegir dónde guardar la lección
le-position-unstartable = La posición no puede empezar: { $error }

## Los cambios de la lección, tal como los nombra el historial

le-hist-edit = editar { $field ->
    [title] el título
    [author] el autor
    [summary] el resumen
   *[language] el idioma
}
le-hist-difficulty = poner la dificultad en { $level }
le-hist-step = { $what ->
    [add] añadir el paso { $n }
    [delete] eliminar el paso { $n }
    [up] subir el paso { $n }
    [down] bajar el paso { $n }
   *[edit] editar el paso { $n }
}
le-hist-rename-step = renombrar el paso
le-hist-name-map = nombrar el mapa
le-hist-place = colocar { $troop } en @{ $id }
le-hist-unplace = quitar { $troop } de @{ $id }
le-hist-stack = cambiar la pila de @{ $id }
le-hist-stacks = cambiar { $n } pilas
le-hist-list-add = añadir { $troop } { $list ->
    [rack] al atril de { $side }
    [frozen] a las tropas congeladas de { $side }
   *[removed] a las tropas retiradas de { $side }
}
le-hist-list-take = quitar { $troop } { $list ->
    [rack] del atril de { $side }
    [frozen] de las tropas congeladas de { $side }
   *[removed] de las tropas retiradas de { $side }
}
le-hist-side = { $what ->
    [rack] cambiar el atril de { $side }
    [frozen] cambiar las tropas congeladas de { $side }
    [removed] cambiar las tropas retiradas de { $side }
    [reserve] cambiar la reserva de { $side }
   *[medals] fijar las medallas de { $side }
}
le-hist-to-move = turno de { $side }
le-hist-position-part = { $what ->
    [discard] cambiar el descarte
    [claimed] cambiar las regiones reclamadas
    [seed] fijar la semilla
   *[first_game] cambiar el modo primera partida
}
le-hist-position = cambiar la posición
le-no-such-step = no hay paso { $step } (la lección tiene { $n })
le-issue-example = «{ $line }»: { $concern }
le-issue-fix = { $text } [arreglo: { $fix }]

## Los avisos de solidez de un ejercicio, para su autor

sound-unfair = { $kind ->
    [right_listed_wrong] una respuesta correcta figura como equivocada
    [accepted_loses] una línea aceptada deja la partida ganada por el rival
    [chance_decides] el azar decide el veredicto
    [starts_like_wrong] una línea buena empieza como una equivocada, así que al alumno se le dice que se equivoca antes de terminarla
    [unlisted_right] a una línea no prevista tan buena como la solución se le diría que está equivocada
   *[accepted_breaks_claims] accept_if acepta una línea que incumple una afirmación de la solución
}
sound-fix = { $fix ->
    [accept] Aceptarla
    [mark_wrong] Marcarla como equivocada
   *[lengthen] Alargar la línea equivocada
}
sound-meets-claims = cumple todas las afirmaciones de la solución, pero al alumno se le diría que se equivoca
sound-accepted-fails = accept_if la acepta, pero la afirmación { $claim } de la solución es falsa después (se esperaba { $expected }, se encontró { $found })
sound-wins-too = gana la partida como la solución, pero al alumno se le diría que se equivoca
sound-rated-good = el motor la valora tan bien como la solución ({ $value } frente a { $solution } medallas, tras la mejor respuesta del rival), pero al alumno se le diría que se equivoca
sound-listed-wrong = { $why ->
    [claims] cumple todas las afirmaciones de la solución
    [accept_if] cumple todas las afirmaciones de accept_if
   *[wins] gana la partida, como la solución
}, pero es la línea equivocada { $n } y al alumno se le dice que se equivoca
sound-accepted-loses = { $by ->
    [solution] la solución la acepta
    [alternative] la alternativa { $n } la acepta
   *[accept_if] accept_if la acepta
}, pero después la partida ha terminado: { $outcome }; afirma la victoria del rival (`Winner(side: { $winner })`) si el paso lo pretende
sound-accepted-loses-sometimes = { $by ->
    [solution] la solución la acepta
    [alternative] la alternativa { $n } la acepta
   *[accept_if] accept_if la acepta
}, pero después la partida ha terminado: { $outcome } en { $chance } de los casos; afirma la victoria del rival (`Winner(side: { $winner })`) si el paso lo pretende
sound-verdict-chance = al alumno se le dice que acierta en { $chance } de los casos de su azar y que se equivoca en los demás; nombra las tropas que da el azar (una reserva `Top`) o acepta todos los casos
sound-claims-chance = las afirmaciones de { $which } solo se cumplen en { $chance } de los casos de su azar: { $claim } es falsa (se esperaba { $expected }, se encontró { $found }); nombra las tropas que da el azar (una reserva `Top`) o afirma lo que comparten todos los casos
mismatch-every-legal = todas las acciones permitidas
mismatch-refused-in-outcome = la acción { $n } rechazada en este resultado
sound-starts-like-wrong = { $why ->
    [claims] cumple todas las afirmaciones de la solución
    [accept_if] cumple todas las afirmaciones de accept_if
   *[wins] gana la partida, como la solución
}, pero empieza por la línea equivocada { $n } («{ $line }»), así que al alumno se le dice que se equivoca antes de terminarla

## Las frases de la comprobación (`toyforge check` escribe su inglés; la pestaña de pasos las muestra).
## Los lugares de un paso.
check-at-setup = preparación
check-at-highlight = resaltado
check-at-arrows = flechas
check-at-claims = afirmaciones
check-at-opponent = rival
check-at-goal = objetivo
check-at-example = ejemplo
check-at-soundness = solidez
check-at-solution = solución
check-at-alternative = alternativa { $n }
check-at-wrong = línea errónea { $n }
check-at-candidate = candidata { $n }
check-at-candidate-labelled = candidata { $n } «{ $label }»
check-at-stage = etapa { $n }
check-at-accept-if = accept_if, sobre la solución
check-at-reply = respuesta a: { $place }
check-at-variation = { $place }, { $variation }
## Qué falla en un paso.
check-unknown-id = `{ $id }` no es una base ni un cuartel general del mapa
check-too-few-candidates = una comparación necesita dos o más líneas candidatas; tiene { $n }
check-candidate-no-actions = la candidata no tiene acciones
check-candidate-no-claims = la candidata no afirma nada; añade al menos una afirmación para que el motor la verifique
check-no-stages = el recorrido no tiene etapas
check-practice-over-at-start = la partida ya ha terminado cuando empieza la práctica
check-unknown-opponent = nivel de ordenador desconocido `{ $opponent }` ({ $error }); niveles: { $levels }
check-zero-turns = el objetivo no permite ningún turno
check-goal-at-start = el objetivo ya se cumple cuando empieza la práctica
check-example-fails = la partida de ejemplo no cumple el objetivo ({ $goal }): { $reason }
check-example-ends-short = la partida de ejemplo termina antes de cumplir el objetivo ({ $goal }), tras { $n } turnos del alumno
check-puzzle-over-at-start = la partida ya ha terminado cuando empieza el problema
check-line-no-actions = la línea no tiene acciones
check-turn-waits = la línea debe terminar el turno del alumno, pero { $effect } aún espera respuesta ({ $answers })
check-turn-not-over = la línea debe terminar el turno del alumno, pero el turno no ha terminado
check-wrong-no-actions = la línea errónea no tiene acciones
check-wrong-no-feedback = la línea errónea no tiene comentario
check-no-default-feedback = el problema no tiene comentario por defecto para las demás líneas erróneas
check-judge-fails = el juez no puede usar el paso: { $error }
check-judge-not-recognised = el juez no reconoce esta línea como { $place } (dice: { $verdict })
check-feedback-hidden = su comentario nunca puede mostrarse: empieza por la línea errónea { $n }, así que al alumno que la juega se le da el comentario de esa; alarga la línea errónea { $n } o quita esta
check-feedback-hidden-at = su comentario nunca puede mostrarse: empieza por la línea errónea { $n }, así que al alumno que la juega se le da el comentario de esa en «{ $line }»; alarga la línea errónea { $n } o quita esta
check-wrong-begins-answer = es el principio de { $answer } («{ $line }»), así que al alumno que la juega se le dice que siga jugando; termina el turno erróneo, por ejemplo { $finish }
check-wrong-unfinished = el alumno que juega esta línea no recibiría su comentario (el juez dice: { $verdict }); termina el turno erróneo, por ejemplo { $finish }
check-wrong-no-feedback-shown = el alumno que juega esta línea no recibiría su comentario (el juez dice: { $verdict })
check-finish-any = una línea que termine el turno
check-finish-1 = «{ $a }»
check-finish-2 = «{ $a }» o «{ $b }»
check-finish-3 = «{ $a }», «{ $b }» o «{ $c }»
## Lo que dice el juez de una línea.
check-verdict-continue = seguir jugando
check-verdict-solution = la solución
check-verdict-goal = resuelto por las afirmaciones del objetivo
check-verdict-default = errónea, con el comentario por defecto
check-verdict-at = { $verdict } en «{ $line }»
## Las variantes.
check-variation-past-end = la variante empieza tras la acción { $after }, pero su línea madre solo tiene { $parent }
check-variation-too-deep = las variantes se anidan más de { $n } niveles
check-variation-no-actions = la variante no tiene acciones

fix-accept-feedback = Eso también funciona.
fix-wrong-feedback = Este no.
