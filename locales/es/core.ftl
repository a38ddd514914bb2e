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
    [castle] la retirada de la base especial de Castle Field
    [clouds] el robo de la base especial de City of Clouds
    [volcano] el movimiento de la base especial de Volcanic Jungle
    [cemetery] la resurrección de la base especial de Cursed Cemetery
   *[battlefield] la congelación de la base especial de Battlefield
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
sound-starts-like-wrong = { $why ->
    [claims] cumple todas las afirmaciones de la solución
    [accept_if] cumple todas las afirmaciones de accept_if
   *[wins] gana la partida, como la solución
}, pero empieza por la línea equivocada { $n } («{ $line }»), así que al alumno se le dice que se equivoca antes de terminarla
