# Las frases de las reglas: bandos, tropas, efectos, afirmaciones y acciones.

## Bandos y tropas

side = { $side ->
    [blue] Azul
   *[red] Rojo
}
# La palabra corta escrita en la torre de un cuartel general en el tablero, sobre el nombre de su bando.
hq-mark = CG
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
effect-answers = { $answer } o `skip`
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

## Frases seguidas

sentences-next = { $first } { $next }

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
claim-top = { $troop } de { $side } está en lo alto { DE($place) }.
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

## A false claim: what it expected and what the engine found

claim-mismatch = se esperaba { $expected }; se encontró { $found }
mismatch-location = una base o un cuartel general `@{ $place }`
mismatch-no-location = ningún lugar con ese nombre en este mapa
mismatch-base = que `@{ $place }` fuera una base
mismatch-hq = un cuartel general (esta afirmación trata de bases)
mismatch-region = una región `{ $region }`
mismatch-no-region = ninguna región con ese nombre en este mapa
mismatch-piece = { $troop } de { $side }
mismatch-nothing = nada
mismatch-where-empty = @{ $place } está vacío
mismatch-where-enemy = { $troop } de { $side } en lo alto de @{ $place }
mismatch-where-connected = @{ $place } es de { $side } y está unido a su cuartel general
mismatch-where-cut-off = @{ $place } es de { $side } pero está separado de su cuartel general
mismatch-game-goes-on = la partida sigue
mismatch-none = ninguna
mismatch-no-effect = ningún efecto en espera
mismatch-effect = { $effect } en espera
mismatch-legal = que todas las acciones de la línea estuvieran permitidas
mismatch-refused = que { $at ->
    [0] la última acción de la línea
   *[other] la acción { $at } (la última)
} fuera rechazada{ $why ->
    [rule] {" "}porque { $rule }
   *[any] {""}
}{ $quoted ->
    [yes] {" "}con un motivo que mencione «{ $quote }»
   *[no] {""}
}
mismatch-no-actions = una línea sin ninguna acción
mismatch-all-legal = todas las acciones están permitidas
mismatch-win = que { $side } ganara la partida
mismatch-go-on = que la partida siguiera
mismatch-to-have-medals = que { $side } tuviera { $n ->
    [one] { $n } medalla
   *[other] { $n } medallas
}
mismatch-has-medals = { $side } tiene { $n ->
    [one] { $n } medalla
   *[other] { $n } medallas
}
mismatch-to-gain-medals = que { $side } ganara { $n ->
    [one] { $n } medalla
   *[other] { $n } medallas
}
mismatch-gained-medals = { $side } ganó { $n ->
    [one] { $n } medalla
   *[other] { $n } medallas
} (de { $from } a { $to })
mismatch-to-claim = que { $side } tomara exactamente: { $regions }
mismatch-claimed = { $side } tomó: { $regions }
mismatch-to-be-connected = que @{ $place } fuera de { $side } y estuviera unido a su cuartel general
mismatch-to-be-cut-off = que @{ $place } fuera de { $side } pero estuviera separado de su cuartel general
mismatch-all-connected = que todas las bases de { $side } estuvieran unidas a su cuartel general
mismatch-cut-off-on = tropas de { $side } separadas de su cuartel general en { $places }
mismatch-to-place = que { $side } pudiera colocar { $troop } en @{ $place }
mismatch-not-to-place = que { $side } no pudiera colocar { $troop } en @{ $place }
mismatch-can-place = { $side } puede colocar { $troop } en @{ $place }
mismatch-cannot-place = { $side } no puede colocar { $troop } en @{ $place }
mismatch-cannot-place-why = { $side } no puede colocar { $troop } en @{ $place }: { $reason }
mismatch-on-top = { $piece } en lo alto de @{ $place }
mismatch-to-be-empty = que @{ $place } estuviera vacío
mismatch-stack = { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
} en @{ $place }
mismatch-rack-to-hold = que el atril de { $side } tuviera { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
}
mismatch-holds = tiene { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
}
mismatch-rack-to-hold-troop = que el atril de { $side } tuviera { $n } { $troop }
mismatch-rack-holds-troop = tiene { $n } { $troop } (atril: { $rack })
mismatch-rack-empty = vacío
mismatch-reserve-to-hold = que la reserva de { $side } tuviera { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
}
mismatch-discard-to-hold = que el descarte tuviera { $n } { $troop } de { $side }
mismatch-holds-count = tiene { $n }
mismatch-to-have-frozen = que { $side } tuviera { $n ->
    [one] { $n } tropa congelada
   *[other] { $n } tropas congeladas
}
mismatch-has-frozen = { $side } tiene { $n ->
    [one] { $n } tropa congelada
   *[other] { $n } tropas congeladas
}
mismatch-to-be-removed = que { $side } hubiera retirado { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
} al preparar la partida
mismatch-removed = { $n ->
    [one] { $n } tropa retirada
   *[other] { $n } tropas retiradas
}
mismatch-to-act = que { $side } jugara a continuación
mismatch-acts = { $side } juega a continuación
mismatch-over = la partida ha terminado ({ $outcome })
mismatch-within-best = un turno completo a menos de { $margin } medallas del mejor
mismatch-refused-action = una acción rechazada
mismatch-not-a-turn = una línea que no es un turno completo del bando con el turno
mismatch-below-best = { $gap } medallas por debajo del mejor (esta línea: { $value }; mejor `{ $line }`: { $best })

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
} { DE($place) }.
action-discard-empty = { $side } descarta la tropa { DE($place) }.
action-discard-rack = { $side } descarta { $troop } del atril de { $other }.
action-discard-rack-unseen = { $side } descarta una tropa del atril de { $other }.
action-recall = { $side } devuelve su tropa { DE($place) } al atril.
action-move = { $side } mueve la tropa enemiga { DE($from) } { A($to) }.
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

## Por qué el motor rechaza una acción

illegal-game-over-outcome = la partida ha terminado: { $outcome }
illegal-game-over = la partida ha terminado
illegal-location-number = el lugar n.º { $n } no está en este mapa
illegal-no-such-location = este mapa no tiene ninguna base ni cuartel general `@{ $place }`
illegal-no-effect-waiting = ningún efecto espera respuesta: { $side } empieza el turno con `draw` o `place <troop> @<location>`
illegal-effect-waiting = { $effect } espera una respuesta: { $answers }
illegal-jumbo-not-adjacent = @{ $place } no es vecino de la base de Jumbo @{ $base }
illegal-jumbo-hq = @{ $place } es un cuartel general; Jumbo descarta una tropa de una base
illegal-jumbo-no-enemy = @{ $place } no tiene ninguna tropa enemiga visible que Jumbo pueda descartar
illegal-rack-empty = el atril de { $side } está vacío
illegal-rack-lacks = el atril de { $side } no tiene ningún { $troop }
illegal-recall-itself = la tropa de @{ $place } es la de la base Castle que se resuelve; recupera otra tropa
illegal-recall-none = @{ $place } no tiene ninguna tropa visible de { $side } que recuperar (solo se recupera una tropa en lo alto de una pila)
illegal-volcano-not-adjacent = @{ $place } no es una base vecina de la base Volcanic Jungle @{ $base }
illegal-volcano-no-enemy = @{ $place } no tiene ninguna tropa enemiga visible que mover
illegal-volcano-one-step = @{ $to } no es vecino de @{ $from }: la tropa avanza un solo paso
illegal-volcano-hq = @{ $place } es un cuartel general; un movimiento de Volcanic Jungle nunca acaba en un cuartel general
illegal-revive-none = el descarte no tiene ningún { $troop } de { $side } (las tropas retiradas al preparar la partida no están en el descarte)
illegal-rack-full = el atril de { $side } está lleno ({ $n } tropas)
illegal-freeze-none = { $side } no tiene ninguna tropa que congelar
illegal-freeze-lacks = el atril de { $side } no tiene ningún { $troop } sin congelar
illegal-reserve-empty = la reserva de { $side } está vacía: no hay nada que robar
illegal-draw-rack-full = el atril de { $side } está lleno ({ $n } tropas): no se puede robar nada
illegal-draw-what = { $what ->
    [turn] la acción de robar
    [skully] el robo de Skully
    [star] el robo de Star
   *[clouds] el robo de City of Clouds
}
illegal-draw-count = { $draw } toma aquí { $n ->
    [one] { $n } tropa
   *[other] { $n } tropas
}, pero { $given ->
    [one] se nombró { $given }
   *[other] se nombraron { $given }
}
illegal-reserve-lacks = la reserva de { $side } no tiene { $second ->
    [yes] un segundo { $troop }
   *[no] ningún { $troop }
} que robar
illegal-not-on-rack = { $side } no tiene { $troop } en el atril
illegal-frozen = el { $troop } de { $side } está congelado por una base Battlefield y no puede colocarse este turno
illegal-own-hq = @{ $place } es el cuartel general de { $side }; una tropa nunca se coloca en su propio cuartel general
illegal-covering = { $troop } ({ $code }) no puede cubrir al { $top } ({ $top_code }) enemigo; cubrir exige una fuerza estrictamente mayor
illegal-connection = @{ $place } no está unido al cuartel general de { $side }: colocar exige un camino desde el cuartel general por bases coronadas por tropas de { $side }{ $hook ->
    [hq] ; Hook ignora la conexión solo al colocarse en una base, y un cuartel general no es una base
    [metal_x] ; Hook no tiene efecto en una base especial Station Metal-X, así que allí necesita conexión
   *[none] {""}
}
illegal-terrain = @{ $place } solo acepta las fuerzas { $list }; { $troop } es { $code }

## Por qué una posición preparada es imposible

position-location-number = el lugar n.º { $n } no está en el mapa
position-region-number = la región n.º { $n } no está en el mapa
position-troop-on-hq = @{ $place } es un cuartel general; las tropas solo están en bases (una tropa en un cuartel general termina la partida)
position-hq-id = `{ $id }` es un cuartel general; las tropas solo están en bases (una tropa en un cuartel general termina la partida)
position-stack-twice = la pila de @{ $place } aparece dos veces
position-stack-id-twice = la pila de `{ $id }` aparece dos veces (los ids no distinguen mayúsculas)
position-unknown-stack = `{ $id }`, en las pilas, no es ninguna base del mapa
position-unknown-region = `{ $id }`, entre las regiones tomadas, no es ninguna región del mapa
position-troop-count = { $side } tiene { $n } { $troop } (tablero { $board }, atril { $rack }, reserva { $reserve }, descarte { $discard }, retiradas { $removed }); cada bando tiene exactamente 3 de cada tropa
position-rack-over = el atril de { $side } tiene { $n } tropas; un atril tiene como mucho { $most }
position-frozen-off-turn = { $side } tiene tropas congeladas pero juega { $mover }; solo el bando en turno puede tener tropas congeladas al empezar un turno
position-frozen-not-on-rack = { $side } tiene { $n } { $troop } congelados pero solo { $rack } en el atril; las tropas congeladas son parte del atril
position-claimed-twice = la región `{ $region }` se toma dos veces; una región se toma una sola vez
position-claimed-no-medals = la región `{ $region }` no tiene medallas, así que no pudo tomarse
position-unclaimed-region = { $side } tiene todas las bases alrededor de la región `{ $region }`, que aún tiene { $n ->
    [one] { $n } medalla
   *[other] { $n } medallas
}; ya se habría tomado (añádela a las regiones tomadas)
position-medals-mismatch = { $side } tiene { $n ->
    [one] { $n } medalla
   *[other] { $n } medallas
} pero sus regiones tomadas tienen { $claimed }; las medallas solo vienen de regiones tomadas
position-target-reached = { $side } ya tiene { $n } medallas y su objetivo es { $target }: la partida habría terminado
position-impossible = posición imposible{ $list ->
    [one] : { $problems }
   *[many] {" "}({ $n } problemas):{ $problems }
}

## Por qué un mapa no se puede jugar

board-unplayable = el mapa no se puede jugar{ $list ->
    [one] : { $problems }
   *[many] {" "}({ $n } problemas):{ $problems }
}
board-no-hq = { $side } no tiene cuartel general
board-target-zero = el objetivo de medallas de { $side } debe ser al menos 1
board-malformed-id = `{ $id }` no es un id válido: un id tiene de 1 a 64 letras, cifras, `-` y `_`, y empieza por una letra o una cifra
board-duplicate-id = el id `{ $id }` lo usa más de un lugar (los ids no distinguen mayúsculas)
board-duplicate-region-id = el id de región `{ $id }` ya está en uso (los ids no distinguen mayúsculas)
board-loop-path = el camino de `{ $id }` a sí mismo es un bucle
board-unknown-end = un camino une `{ $id }`, que no es ninguna base ni cuartel general del mapa
board-empty-ring = la región `{ $region }` no tiene bases alrededor
board-ring-hq = el anillo de la región `{ $region }` incluye `{ $id }`, que es un cuartel general y no una base
board-ring-unknown = el anillo de la región `{ $region }` incluye `{ $id }`, que no es ninguna base del mapa
limit-play-locations = el mapa tiene { $n } lugares (bases y cuarteles generales); el motor juega mapas de { $most } como mucho
limit-play-regions = el mapa tiene { $n } regiones; el motor juega mapas de { $most } como mucho

## Por qué una acción escrita no se entiende

syntax-error = línea { $line }, columna { $column }: se esperaba { $expected } y se encontró { $found }
syntax-token = `{ $token }`
syntax-found-end = el final de la acción
syntax-expected-end = el final de la acción
syntax-expected-end-of-draw = el final de la acción (un robo nombra como mucho 2 tropas)
syntax-expected-action = una acción (`draw`, `place`, `discard`, `recall`, `move`, `revive`, `freeze` o `skip`)
syntax-expected-troop = una tropa (kwak, skully, capn, jumbo, hook, xb42, star, roxy, o un código X, 1 a 7)
syntax-expected-troop-or-end = una tropa (kwak, skully, capn, jumbo, hook, xb42, star, roxy, o un código X, 1 a 7) o el final de la acción
syntax-expected-second-troop-or-end = una tropa (kwak, skully, capn, jumbo, hook, xb42, star, roxy, o un código X, 1 a 7) o el final de la acción (un robo nombra como mucho 2 tropas)
syntax-expected-location = un lugar `@<id>` (letras, cifras, `-` y `_`)
syntax-expected-rack-or-location = `rack` o un lugar `@<id>` (letras, cifras, `-` y `_`)
syntax-expected-mark = una marca de jugada (`!`, `?`, `!!`, `??`, `!?` o `?!`)
line-action-failed = acción { $n } «{ $action }»: { $error }

## Un paso de la lección que no puede seguir

run-not-allowed = Esa acción no está permitida: { $error }
run-line-unparsed = La línea no se entiende: { $error }
run-lines-problem = Las líneas de este paso tienen un problema: { $error }
run-reply-not-allowed = La respuesta prevista no está permitida aquí: { $error }
run-solution-unplayable = La solución no se puede jugar: { $error }
run-reply-unplayable = La respuesta prevista no se puede jugar: { $error }
run-stage-unparsed = Sus acciones no se entienden: { $error }
run-setup-unplayable = La preparación de este paso no se puede jugar: { $error }

## Un archivo fuera de los límites del formato

limit-map-locations = el mapa tiene { $n } lugares; toyforge acepta { $most } como mucho
limit-region-medals = la región `{ $region }` tiene { $n } medallas; una región tiene { $most } como mucho
limit-target = el objetivo de medallas de { $side } es { $n }; un objetivo es { $most } como mucho
limit-text-length = `{ $path }` tiene más de { $most } caracteres, lo máximo para { $what ->
    [name] un nombre
   *[text] un texto
}
limit-embedded-map-newer = el mapa dentro del escenario lo escribió un toyforge más reciente (formato { $found }; esta versión lee formatos hasta { $newest }); actualiza toyforge para abrirlo
limit-steps = la lección tiene { $n } pasos; una lección tiene { $most } como mucho
limit-practice-iterations = steps[{ $step }].opponent: `{ $opponent }` pide { $n } iteraciones por jugada; un rival de práctica piensa { $most } como mucho (aquí, una quinta parte de segundo por jugada, y una página solo tiene un hilo para pensar)
limit-practice-millis = steps[{ $step }].opponent: `{ $opponent }` pide { $n } ms por jugada; un rival de práctica piensa { $most } ms como mucho (el alumno espera cada jugada, y una página solo tiene un hilo para pensar)
load-practice-opponent = steps[{ $step }].opponent: `{ $opponent }` no es un nivel de ordenador ({ $reason }); un rival de práctica es { $levels }
limit-position-medals = la posición da { $n } medallas a { $side }; un bando tiene { $most } como mucho
limit-sections = el curso tiene { $n } secciones; un curso tiene { $most } como mucho
limit-course-lessons = el curso nombra { $n } lecciones; un curso tiene { $most } como mucho
limit-lesson-path = sección { $n }: la ruta de la lección `{ $path }…` tiene más de { $most } caracteres
course-no-title = el curso no tiene título
course-no-sections = el curso no tiene secciones; un curso enumera sus lecciones en `sections`
course-empty-section = la sección { $n } «{ $title }» no tiene lecciones
course-lesson-twice = { $lesson } aparece dos veces; un curso toma cada lección una sola vez
names-needs-format = `names` (los nombres en otros idiomas) necesita el formato de mapa { $format }; escribe `format: { $format }`
names-bad-tag = `{ $tag }` no es una etiqueta de idioma BCP 47 como `zh` o `fr-CA`
names-bad-tag-underscore = `{ $tag }` no es una etiqueta de idioma BCP 47 como `zh` o `fr-CA` (escribe `{ $hint }`)
names-unknown-id = los nombres `{ $tag }` dan nombre a `{ $id }`, que no es ningún lugar ni región de este mapa
names-unknown-id-near = los nombres `{ $tag }` dan nombre a `{ $id }`, que no es ningún lugar ni región de este mapa; ¿quería decir `{ $near }`?
# A problem with an unknown id, and the known id it was probably meant to be.
did-you-mean = { $problem }; ¿quería decir `{ $near }`?
names-empty = el nombre `{ $tag }` de `{ $id }` está vacío

## Numbers
percent = { $n } %
