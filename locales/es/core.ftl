# Las frases de las reglas: bandos, tropas, efectos, afirmaciones y acciones.

## Bandos y tropas

side = { $side ->
    [blue] Azul
   *[red] Rojo
}
troop = { $troop ->
    [kwak] Kwak
    [skully] Skully
    [capn] Cap'n
    [jumbo] Jumbo
    [hook] Hook
    [xb42] XB-42
    [star] Star
   *[roxy] Roxy
}
piece = { $troop } { $owner ->
    [blue] azul
   *[red] rojo
}
effect = { $effect ->
    [capn] la colocación extra de Cap'n
    [skully] el robo de Skully
    [jumbo] el descarte de Jumbo
    [xb42] el descarte de XB-42
    [star] el robo de Star
    [castle] la retirada de la base especial del Campo del Castillo
    [clouds] el robo de la base especial de la Ciudad de las Nubes
    [volcano] el movimiento de la base especial de la Selva Volcánica
    [cemetery] la resurrección de la base especial del Cementerio Maldito
   *[battlefield] la congelación de la base especial del Campo de Batalla
}
rule-set = { $rule ->
    [castle-field] Campo del Castillo
    [tropical-pool] Piscina Tropical
    [city-of-clouds] Ciudad de las Nubes
    [volcanic-jungle] Selva Volcánica
    [cursed-cemetery] Cementerio Maldito
    [caribbean-sea] Mar Caribe
    [station-metal-x] Estación Metal-X
   *[battlefield] Campo de Batalla
}
rule-set-effect = { $rule ->
    [castle-field] devuelve otra de tus tropas visibles a tu atril
    [tropical-pool] solo acepta las fuerzas impresas en ella
    [city-of-clouds] roba 1 tropa de tu reserva
    [volcanic-jungle] mueve un paso una tropa enemiga adyacente
    [cursed-cemetery] recupera una de tus tropas del descarte
    [caribbean-sea] sin bases especiales
    [station-metal-x] las tropas colocadas aquí no tienen efecto
   *[battlefield] congela una tropa al azar del atril rival
}
illegal-why = { $why ->
    [game_over] la partida ha terminado
    [wrong_time] la acción no responde a lo que pide la posición
    [unknown_location] el lugar no existe
    [not_available] la tropa no está en el atril
    [frozen] la tropa está congelada
    [own_hq] nadie coloca en su propio cuartel general
    [covering] cubrir exige una fuerza estrictamente mayor
    [connection] el lugar no está unido al cuartel general
    [terrain] el terreno no lo permite
    [draw] no se puede robar
   *[target] el objetivo del efecto es imposible
}
marked = { $sentence } { $symbol } ({ $mark ->
    [good] una buena jugada
    [mistake] un error
    [brilliant] una jugada brillante
    [blunder] un error grave
    [interesting] un intento interesante
   *[dubious] una jugada dudosa
})
unknown-id = `{ $id }`

## Listas

list-pair = { $first } y { $second }
list-middle = { $first }, { $rest }
list-end = { $first } y { $last }

## Afirmaciones

claim-legal = Todas las acciones de la línea están permitidas.
claim-illegal = La última acción no está permitida.
claim-illegal-why = La última acción no está permitida: { $why }.
claim-illegal-quote = La última acción no está permitida («{ $quote }»).
claim-illegal-why-quote = La última acción no está permitida: { $why } («{ $quote }»).
claim-wins = { $how ->
    [hq] { $side } gana al tomar un cuartel general enemigo.
    [medals] { $side } gana al alcanzar el objetivo de medallas.
   *[stalled] { $side } gana porque el otro bando no puede ni robar ni colocar.
}
claim-winner = { $side } gana la partida.
claim-no-winner = La partida sigue.
claim-within-best-zero = El motor cuenta este turno entre los mejores.
claim-within-best = El motor sitúa este turno a menos de { $margin } medallas del mejor.
claim-medals = { $side } tiene { $n ->
    [one] { $n } medalla
   *[other] { $n } medallas
}.
claim-medals-gained-zero = { $side } no gana ninguna medalla.
claim-medals-gained = { $side } gana { $n ->
    [one] { $n } medalla
   *[other] { $n } medallas
}.
claim-regions-none = { $side } no toma ninguna región.
claim-regions = { $side } toma { $regions }.
claim-connected = La tropa de { $side } en { $place } está unida a su cuartel general.
claim-cut-off = La tropa de { $side } en { $place } está separada de su cuartel general.
claim-can-place = { $side } podría colocar { $troop } en { $place }.
claim-cannot-place = { $side } no podría colocar { $troop } en { $place }.
claim-top = { $troop } de { $side } está en lo alto de { $place }.
claim-empty = { $place } está vacío.
claim-stack-height = { $place } tiene { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
}.
claim-rack-size = El atril de { $side } tiene { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
}.
claim-rack-has-none = { $side } no tiene { $troop } en su atril.
claim-rack-has = El atril de { $side } tiene { $n } { $troop }.
claim-reserve-size = La reserva de { $side } tiene { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
}.
claim-discard-has = El descarte tiene { $n } { $troop } { $owner ->
    [blue] azul
   *[red] rojo
}.
claim-removed = { $side } retiró { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
} sin mostrarlas al preparar la partida.
claim-frozen-none = { $side } no tiene ninguna tropa congelada.
claim-frozen = { $side } tiene { $n ->
    [one] { $n } tropa congelada
   *[other] { $n } tropas congeladas
}.
claim-to-move = { $side } juega a continuación.
claim-all-connected = Ninguna tropa de { $side } está separada de su cuartel general.
claim-pending-none = Ningún efecto espera respuesta.
claim-pending = { $effect } espera respuesta.

## Acciones

action-place = { $side } coloca { $troop } en { $place }.
action-place-covering = { $side } coloca { $troop } en { $place } y cubre { $covered } { $owner ->
    [blue] azul
   *[red] rojo
}.
action-draw = { $side } roba.
action-draw-named = { $side } roba { $troops }.
action-draw-effect = { $side } roba ({ $effect }).
action-draw-named-effect = { $side } roba { $troops } ({ $effect }).
action-discard = { $side } descarta { $troop } { $owner ->
    [blue] azul
   *[red] rojo
} de { $place }.
action-discard-empty = { $side } descarta la tropa de { $place }.
action-discard-rack = { $side } descarta { $troop } del atril de { $other }.
action-discard-rack-unseen = { $side } descarta una tropa del atril de { $other }.
action-recall = { $side } devuelve su tropa de { $place } al atril.
action-move = { $side } mueve la tropa enemiga de { $from } a { $to }.
action-revive = { $side } recupera { $troop } del descarte.
action-freeze = { $side } congela { $troop } en el atril de { $other }.
action-freeze-unseen = { $side } congela una tropa en el atril de { $other }.
action-decline = { $side } renuncia a { $effect }.
action-pass = { $side } pasa.

## Lecciones

variation-number = variante { $number }
variation-labelled = variante { $number } «{ $label }»
practice-no-move = El ordenador no encontró ninguna jugada.

## Partidas de práctica

outcome = { $how ->
    [hq] { $side } ganó al tomar un cuartel general
    [medals] { $side } ganó al alcanzar el objetivo de medallas
   *[stalled] { $side } ganó porque el bando con el turno no podía ni robar ni colocar
}
goal-win = ganar la partida
goal-medals = tener { $n ->
    [one] { $n } medalla
   *[other] { $n } medallas
} en { $within ->
    [one] { $within } turno
   *[other] { $within } turnos
}
goal-capture-hq = tomar un cuartel general enemigo en { $within ->
    [one] { $within } turno
   *[other] { $within } turnos
}
goal-missed-lost = { $outcome }
goal-missed-win = la partida no se ganó
goal-missed-medals-ended = la partida terminó ({ $outcome }) con { $side } en { $medals } de las { $n } medallas pedidas
goal-missed-medals = { $side } tiene { $medals } de las { $n } medallas pedidas tras { $within ->
    [one] { $within } turno
   *[other] { $within } turnos
}
goal-missed-hq-ended = la partida terminó sin la toma de cuartel general pedida: { $outcome }
goal-missed-hq = ningún cuartel general enemigo tomado en { $within ->
    [one] { $within } turno
   *[other] { $within } turnos
}

## Maps that cannot be played and impossible positions
board-unplayable = el mapa no se puede jugar: { $problem }
board-unplayable-many = el mapa no se puede jugar ({ $n } problemas):{ $problems }
position-impossible = posición imposible: { $problem }
position-impossible-many = posición imposible ({ $n } problemas):{ $problems }

## Numbers
percent = { $n } %
