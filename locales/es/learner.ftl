# La vista del alumno: el tablero, el atril y sus controles, los pasos, el resumen.

## El atril y los controles bajo el tablero

controls-rack = Atril de { $side }:
controls-rack-troop = { $code } { $troop } ×{ $n }
controls-frozen = congeladas: { $troops }
controls-draw = Robar
controls-skip = Pasar
controls-refused = Rechazado: { $why }
controls-place-chosen = Haz clic en un lugar iluminado para colocar { $troop }; pasa el puntero por otro para ver por qué no lo está.
controls-place-chosen-touch = Toca un lugar iluminado para colocar { $troop }; toca otro para ver por qué no.
controls-choose-troop = Elige una tropa del atril para iluminar adónde puede ir.
controls-waits = { $effect } espera respuesta: elige una bajo el tablero, o Pasar
controls-cannot-go = { $troop } no puede ir { A($place) }: { $why }
controls-why-covering = { $troop } ({ $code }) no puede cubrir a { $top } ({ $top_code }): solo una tropa más fuerte cubre a una enemiga
controls-why-connection = no está conectado al CG de { $side } por bases propias
controls-why-terrain = solo acepta tropas de fuerza { $list }
controls-why-own-hq = es el CG de { $side }
controls-choose-first-fits = Elige primero una tropa del atril: { $n ->
    [one] { $troops } puede ir aquí
   *[other] { $troops } pueden ir aquí
}
controls-choose-first = Elige primero una tropa del atril
controls-none-fits = Ninguna tropa del atril de { $side } puede ir aquí: { $why }
controls-rack-empty = El atril de { $side } está vacío
controls-prompt-capn = Cap'n: coloca otra tropa del atril, o
controls-prompt = { $effect }:

## El tablero

board-label = El tablero de la posición
board-empty = vacío
board-region = { $region }
    { $n ->
        [one] { $n } medalla
       *[other] { $n } medallas
    }
board-region-claimed = { $region }
    { $n ->
        [one] { $n } medalla
       *[other] { $n } medallas
    }, tomada por { $side }

## Los atriles junto al tablero

rack-empty = vacío
rack-face-down = { $n ->
    [one] { $n } tropa, boca abajo
   *[other] { $n } tropas, boca abajo
}
rack-troop = { $code } { $troop }
rack-separator = {", "}
rack-frozen = (congeladas: { $troops })

## La lección: cabecera, lista de pasos, tablero

step-kind = { $kind ->
    [explain] Lectura
    [compare] Comparación
    [find_move] Encuentra la jugada
    [walkthrough] Recorrido
   *[practice] Práctica
}
step-result = { $result ->
    [unseen] sin abrir
    [seen] abierto
    [skipped] saltado
    [revealed] solución mostrada
    [done] hecho
    [first_try] resuelto al primer intento
   *[solved] resuelto
}
preview-no-steps = Esta lección aún no tiene pasos. Añade algunos en la pestaña de pasos y vuelve aquí para recorrerlos como un alumno.
preview-nothing = Nada que mostrar.
preview-back = Atrás
preview-back-hover = El paso anterior
preview-back-first = Este es el primer paso
preview-next = Siguiente
preview-finish = Terminar
preview-next-skips = Seguir sin resolver este paso (cuenta como saltado)
preview-finish-hover = Terminar la lección y ver el resumen
preview-next-hover = El paso siguiente
preview-restart = Reiniciar el paso
preview-restart-hover = Empezar este paso de nuevo desde su posición
preview-summary = Resumen
preview-step-of = Paso { $at } de { $n }
preview-done-of = { $done } de { $n } hechos
preview-done-hover = Pasos leídos, recorridos, resueltos o con la solución mostrada
preview-untitled = Lección sin título
preview-level = { $level ->
    [beginner] principiante
    [intermediate] intermedio
   *[advanced] avanzado
}
preview-level-by = { $level ->
    [beginner] principiante
    [intermediate] intermedio
   *[advanced] avanzado
}, de { $author }
preview-about = Sobre esta lección
preview-steps = Pasos
preview-step-hover = { $title }
    { $kind }: { $result }
preview-no-position = No hay posición que mostrar: la de la lección no puede empezar.
preview-game-over = Fin de la partida: gana { $side }
preview-to-act = Juega { $side }
preview-medals = Medallas: Azul { $blue } de { $blue_target }, Rojo { $red } de { $red_target }
variation-escape = (Escape: volver a la línea principal)

## El resumen final

summary-complete = Lección terminada
summary-end = Fin de la lección
summary-steps = { $n ->
    [one] Has recorrido { $n } paso.
   *[other] Has recorrido { $n } pasos.
}
summary-first-try = Ejercicios resueltos al primer intento: { $n } de { $of }.
summary-later = Resueltos tras otro intento: { $n }.
summary-revealed = Soluciones mostradas: { $n }.
summary-skipped = Pasos saltados: { $n }.
summary-hints = { $n ->
    [0] Pistas usadas: ninguna.
   *[other] Pistas usadas: { $n }.
}
summary-with-hints = { $result }, { $n ->
    [one] { $n } pista
   *[other] { $n } pistas
}
summary-unfinished = { $n ->
    [one] Falta un paso por hacer: elígelo abajo para volver a él.
   *[other] Faltan { $n } pasos por hacer: elige uno abajo para volver a él.
}
summary-step-hover = Volver a este paso
summary-start-again = Empezar de nuevo
summary-start-again-hover = Borrar el progreso y volver al paso 1

## La columna del paso: afirmaciones

step-nothing = Nada que mostrar en este paso.
claims-title = { $title } ({ $n })
claims-on-board = En el tablero
claims-after-line = Tras toda la línea
claims-after-stage = Tras esta etapa
claims-your-move = Lo que hizo tu jugada
claims-solution = Lo que hace la solución
claim-confirmed = El motor lo confirma
claim-disputed = La lección lo afirma, pero el motor no está de acuerdo
claim-expected-found = El motor esperaba { $expected } y encontró { $found }.
step-broken = Este paso no puede empezar
step-broken-fix = Corrígelo en la pestaña Posición o Pasos; la vista previa sigue cada cambio.
step-skip = Saltar este paso
step-skip-hover = Ir al paso siguiente
conclusion = Conclusión

## Lectura y comparación

explain-no-text = Este paso aún no tiene texto.
explain-not-on-map = No están en este mapa, así que no se dibujan: { $ids }
compare-no-candidates = Esta comparación aún no tiene candidatas.
compare-candidate = Candidata { $n }
compare-seen = vista
compare-variations = { $n ->
    [one] { $n } variante
   *[other] { $n } variantes
}
compare-variations-hover = Muestra la línea para explorarlas
compare-show = Mostrar
compare-show-hover = Jugar esta línea en el tablero
compare-see-all = Mira todas las candidatas para leer la conclusión ({ $seen } de { $n } vistas).
line-previous = Acción anterior
line-previous-hover = Deshacer la última acción (flecha izquierda)
line-at-start = El tablero está al inicio de la línea
line-next = Acción siguiente
line-next-hover = Jugar la siguiente acción de la línea (flecha derecha)
line-at-end = Toda la línea está en el tablero
line-at-of = { $at } de { $n ->
    [one] { $n } acción
   *[other] { $n } acciones
}

## Encuentra la jugada

you-play = Juegas con { $side }.
you-play-against = Juegas con { $side } contra el ordenador ({ $ai }).
ai-name = { $ai ->
    [random] al azar
   *[greedy] voraz
}
ai-search = búsqueda, { $n } pruebas
ai-search-millis = búsqueda, { $n } ms por jugada
ai-expert = búsqueda experta, { $n } pruebas
ai-expert-millis = búsqueda experta, { $n } ms por jugada
puzzle-find = Encuentra la jugada.
puzzle-over = La partida ya ha terminado en la posición de este paso: no hay nada que jugar.
puzzle-step-over = El paso ha terminado
puzzle-no-hints = Este paso no tiene pistas
puzzle-all-hints = Todas las pistas están a la vista
puzzle-hint = Pista
puzzle-hint-hover = Mostrar la pista { $at } de { $n }
puzzle-hint-text = Pista { $at } de { $n }: { $hint }
puzzle-reveal = Ver la solución
puzzle-reveal-hover = Jugar la solución en el tablero (el paso cuenta entonces como no resuelto)
puzzle-answers = { $side } responde:
puzzle-opponent-answers = El rival responde:
puzzle-solved = Resuelto
puzzle-well-done = Bien hecho.
puzzle-your-move = Tu jugada:
puzzle-solution = La solución
puzzle-try-again = Intentar de nuevo
puzzle-try-again-hover = Empezar el paso de nuevo y encontrar la jugada tú mismo
puzzle-wrong = Esta no
puzzle-not-the-move = Esa no es la jugada.
puzzle-you-played = Jugaste: { $actions }
puzzle-board-back = El tablero ha vuelto al inicio del paso. Inténtalo de nuevo.
puzzle-how = Elige una tropa de tu atril y luego un lugar iluminado del tablero.
puzzle-so-far = Hasta ahora:
puzzle-keep-going = Sigue: el turno no ha terminado.
puzzle-take-back = Deshacer
puzzle-take-back-hover = Deshacer tus acciones y empezar el turno de nuevo

## Recorridos

walk-no-stages = Este recorrido aún no tiene etapas.
walk-previous = Etapa anterior
walk-previous-hover = Volver una etapa (flecha izquierda)
walk-at-intro = Esta es la introducción
walk-next = Etapa siguiente
walk-next-hover = Jugar la siguiente etapa en el tablero (flecha derecha)
walk-next-broken = La siguiente etapa no se puede jugar
walk-at-last = Esta es la última etapa
walk-intro = Introducción
walk-stage-of = Etapa { $at } de { $n }
walk-begin = Pulsa Etapa siguiente para empezar.
walk-stage-broken = La etapa { $at } no se puede jugar

## Partidas de práctica

practice-goal = Objetivo: { $goal }.
practice-no-opponent = No se puede preparar al rival: { $why }
practice-thinking = El ordenador está pensando…
practice-computer-turn = El ordenador: { $actions }
practice-turn-of = Tu turno: turno { $turn } de { $n }.
practice-turn = Tu turno: turno { $turn }.
practice-medals = { $side } tiene { $medals } de las { $n } medallas pedidas.
practice-reached = Objetivo alcanzado
practice-did-it = Lo lograste: { $goal }.
practice-again = Jugar de nuevo
practice-again-hover = Empezar la partida de nuevo desde la posición del paso
practice-missed = Objetivo no alcanzado
practice-missed-why = { $why }.
practice-try-again = Intentar de nuevo
practice-example = Una forma de alcanzar el objetivo
practice-moves = Jugadas ({ $n })

## Variantes

variations = Variantes
variation-title = { $name } ({ $branch })
variation-instead = en lugar de la primera acción
variation-after = tras la acción { $n }
variation-caption = { $name }: { $at } de { $n ->
    [one] { $n } acción
   *[other] { $n } acciones
}
variation-show = Mostrar en el tablero
variation-show-hover = Poner el tablero donde se separa esta variante y recorrerla
variation-show-name = Mostrar la { $name } en el tablero
variation-previous = Anterior
variation-previous-name = Acción anterior de la variante
variation-at-start = El tablero está donde se separa la variante
variation-next = Siguiente
variation-next-name = Acción siguiente de la variante
variation-next-hover = Jugar la siguiente acción de la variante (flecha derecha)
variation-at-end = Toda la variante está en el tablero
variation-at-of = { $at } de { $n }
variation-main-line = Línea principal
variation-main-line-name = Volver a la línea principal
variation-main-line-hover = Salir de la variante: el tablero vuelve a mostrar la línea principal (Escape)

## Las lecciones de un curso

course-previous = Lección anterior
course-next = Lección siguiente
