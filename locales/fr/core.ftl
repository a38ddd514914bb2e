# Les phrases des règles : camps, troupes, effets, affirmations et actions.

## Camps et troupes

side = { $side ->
    [blue] Bleu
   *[red] Rouge
}
# Le mot court écrit sur le donjon d'un QG sur le plateau, au-dessus du nom de son camp.
hq-mark = QG
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
    [blue] bleu
   *[red] rouge
}
effect = { $effect ->
    [capn] la pose supplémentaire de Cap'n
    [skully] la pioche de Skully
    [jumbo] la défausse de Jumbo
    [xb42] la défausse de XB-42
    [star] la pioche de Star
    [castle] le rappel de la base spéciale du Champ du Château
    [clouds] la pioche de la base spéciale de la Cité des Nuages
    [volcano] le déplacement de la base spéciale de la Jungle Volcanique
    [cemetery] la résurrection de la base spéciale du Cimetière Maudit
   *[battlefield] le gel de la base spéciale du Champ de Bataille
}
effect-answers = { $answer } ou `skip`
rule-set = { $rule ->
    [castle-field] Champ du Château
    [tropical-pool] Piscine Tropicale
    [city-of-clouds] Cité des Nuages
    [volcanic-jungle] Jungle Volcanique
    [cursed-cemetery] Cimetière Maudit
    [caribbean-sea] Mer des Caraïbes
    [station-metal-x] Station Métal-X
   *[battlefield] Champ de Bataille
}
rule-set-effect = { $rule ->
    [castle-field] renvoyez une autre de vos troupes visibles sur votre chevalet
    [tropical-pool] n'accepte que les forces imprimées dessus
    [city-of-clouds] piochez 1 troupe de votre réserve
    [volcanic-jungle] déplacez d'un pas une troupe ennemie adjacente
    [cursed-cemetery] reprenez une de vos troupes de la défausse
    [caribbean-sea] pas de base spéciale
    [station-metal-x] les troupes posées ici n'ont aucun effet
   *[battlefield] gelez une troupe au hasard sur le chevalet adverse
}
illegal-why = { $why ->
    [game_over] la partie est finie
    [wrong_time] l'action ne répond pas à ce que la position demande
    [unknown_location] le lieu n'existe pas
    [not_available] la troupe n'est pas sur le chevalet
    [frozen] la troupe est gelée
    [own_hq] on ne pose pas sur son propre QG
    [covering] recouvrir demande une force strictement plus grande
    [connection] le lieu n'est pas relié au QG
    [terrain] le terrain l'interdit
    [draw] la pioche est impossible
   *[target] la cible de l'effet est impossible
}
marked = { $sentence } { $symbol } ({ $mark ->
    [good] un bon coup
    [mistake] une erreur
    [brilliant] un coup brillant
    [blunder] une gaffe
    [interesting] un essai intéressant
   *[dubious] un coup douteux
})
unknown-id = `{ $id }`

## Listes

list-pair = { $first } et { $second }
list-middle = { $first }, { $rest }
list-end = { $first } et { $last }

## Phrases à la suite

sentences-next = { $first } { $next }

## Affirmations

claim-legal = Chaque action de la ligne est permise.
claim-illegal = La dernière action n'est pas permise.
claim-illegal-why = La dernière action n'est pas permise : { $why }.
claim-illegal-quote = La dernière action n'est pas permise (« { $quote } »).
claim-illegal-why-quote = La dernière action n'est pas permise : { $why } (« { $quote } »).
claim-wins = { $how ->
    [hq] { $side } gagne en prenant un QG ennemi.
    [medals] { $side } gagne en atteignant l'objectif de médailles.
   *[stalled] { $side } gagne, car l'autre camp ne peut ni piocher ni poser.
}
claim-winner = { $side } gagne la partie.
claim-no-winner = La partie continue.
claim-within-best-zero = Le moteur classe ce tour parmi ses meilleurs.
claim-within-best = Le moteur classe ce tour à moins de { $margin } médaille de son meilleur.
claim-medals = { $side } a { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
}.
claim-medals-gained-zero = { $side } ne gagne aucune médaille.
claim-medals-gained = { $side } gagne { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
}.
claim-regions-none = { $side } ne prend aucune région.
claim-regions = { $side } prend { $regions }.
claim-connected = La troupe de { $side } sur { $place } est reliée à son QG.
claim-cut-off = La troupe de { $side } sur { $place } est coupée de son QG.
claim-can-place = { $side } pourrait poser { $troop } sur { $place }.
claim-cannot-place = { $side } ne pourrait pas poser { $troop } sur { $place }.
claim-top = { $troop } de { $side } est au sommet { DE($place) }.
claim-empty = { $place } est vide.
claim-stack-height = { $place } porte { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}.
claim-rack-size = Le chevalet de { $side } porte { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}.
claim-rack-has-none = { $side } n'a pas { $troop } sur son chevalet.
claim-rack-has = Le chevalet de { $side } porte { $n } { $troop }.
claim-reserve-size = La réserve de { $side } compte { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}.
claim-discard-has = La défausse compte { $n } { $troop } { $owner ->
    [blue] bleu
   *[red] rouge
}.
claim-removed = { $side } a retiré { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
} sans les montrer à la mise en place.
claim-frozen-none = { $side } n'a aucune troupe gelée.
claim-frozen = { $side } a { $n ->
    [one] { $n } troupe gelée
   *[other] { $n } troupes gelées
}.
claim-to-move = { $side } joue ensuite.
claim-all-connected = Aucune troupe de { $side } n'est coupée de son QG.
claim-pending-none = Aucun effet n'attend de réponse.
claim-pending = { $effect } attend une réponse.

## A false claim: what it expected and what the engine found

claim-mismatch = attendu : { $expected } ; trouvé : { $found }
mismatch-location = une base ou un QG `@{ $place }`
mismatch-no-location = aucun lieu de ce nom sur cette carte
mismatch-base = que `@{ $place }` soit une base
mismatch-hq = un QG (cette affirmation porte sur les bases)
mismatch-region = une région `{ $region }`
mismatch-no-region = aucune région de ce nom sur cette carte
mismatch-piece = { $troop } de { $side }
mismatch-nothing = rien
mismatch-where-empty = @{ $place } est vide
mismatch-where-enemy = { $troop } de { $side } au sommet de @{ $place }
mismatch-where-connected = @{ $place } est à { $side } et relié à son QG
mismatch-where-cut-off = @{ $place } est à { $side } mais coupé de son QG
mismatch-game-goes-on = la partie continue
mismatch-none = aucune
mismatch-no-effect = aucun effet en attente
mismatch-effect = { $effect } en attente
mismatch-legal = que chaque action de la ligne soit permise
mismatch-refused = que { $at ->
    [0] la dernière action de la ligne
   *[other] l'action { $at } (la dernière)
} soit refusée{ $why ->
    [rule] {" "}parce que { $rule }
   *[any] {""}
}{ $quoted ->
    [yes] {" "}avec une raison qui mentionne « { $quote } »
   *[no] {""}
}
mismatch-no-actions = une ligne sans aucune action
mismatch-all-legal = chaque action est permise
mismatch-win = que { $side } gagne la partie
mismatch-go-on = que la partie continue
mismatch-to-have-medals = que { $side } ait { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
}
mismatch-has-medals = { $side } a { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
}
mismatch-to-gain-medals = que { $side } gagne { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
}
mismatch-gained-medals = { $side } a gagné { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
} (de { $from } à { $to })
mismatch-to-claim = que { $side } prenne exactement : { $regions }
mismatch-claimed = { $side } a pris : { $regions }
mismatch-to-be-connected = que @{ $place } soit à { $side } et relié à son QG
mismatch-to-be-cut-off = que @{ $place } soit à { $side } mais coupé de son QG
mismatch-all-connected = que chaque base de { $side } soit reliée à son QG
mismatch-cut-off-on = des troupes de { $side } coupées de leur QG sur { $places }
mismatch-to-place = que { $side } puisse poser { $troop } sur @{ $place }
mismatch-not-to-place = que { $side } ne puisse pas poser { $troop } sur @{ $place }
mismatch-can-place = { $side } peut poser { $troop } sur @{ $place }
mismatch-cannot-place = { $side } ne peut pas poser { $troop } sur @{ $place }
mismatch-cannot-place-why = { $side } ne peut pas poser { $troop } sur @{ $place } : { $reason }
mismatch-on-top = { $piece } au sommet de @{ $place }
mismatch-to-be-empty = que @{ $place } soit vide
mismatch-stack = { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
} sur @{ $place }
mismatch-rack-to-hold = que le chevalet de { $side } porte { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}
mismatch-holds = il y en a { $n }
mismatch-rack-to-hold-troop = que le chevalet de { $side } porte { $n } { $troop }
mismatch-rack-holds-troop = il porte { $n } { $troop } (chevalet : { $rack })
mismatch-rack-empty = vide
mismatch-reserve-to-hold = que la réserve de { $side } compte { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}
mismatch-discard-to-hold = que la défausse compte { $n } { $troop } de { $side }
mismatch-holds-count = elle en compte { $n }
mismatch-to-have-frozen = que { $side } ait { $n ->
    [one] { $n } troupe gelée
   *[other] { $n } troupes gelées
}
mismatch-has-frozen = { $side } a { $n ->
    [one] { $n } troupe gelée
   *[other] { $n } troupes gelées
}
mismatch-to-be-removed = que { $side } ait retiré { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
} à la mise en place
mismatch-removed = { $n ->
    [one] { $n } troupe retirée
   *[other] { $n } troupes retirées
}
mismatch-to-act = que { $side } joue ensuite
mismatch-acts = { $side } joue ensuite
mismatch-over = la partie est finie ({ $outcome })
mismatch-within-best = un tour complet à moins de { $margin } médaille du meilleur
mismatch-refused-action = une action refusée
mismatch-not-a-turn = une ligne qui n'est pas un tour complet du camp au trait
mismatch-below-best = { $gap } médaille sous le meilleur (cette ligne : { $value } ; meilleur `{ $line }` : { $best })

## Actions

action-place = { $side } pose { $troop } sur { $place }.
action-place-covering = { $side } pose { $troop } sur { $place } et recouvre { $covered } { $owner ->
    [blue] bleu
   *[red] rouge
}.
action-draw = { $side } pioche.
action-draw-named = { $side } pioche { $troops }.
action-draw-effect = { $side } pioche ({ $effect }).
action-draw-named-effect = { $side } pioche { $troops } ({ $effect }).
action-discard = { $side } défausse { $troop } { $owner ->
    [blue] bleu
   *[red] rouge
} { DE($place) }.
action-discard-empty = { $side } défausse la troupe { DE($place) }.
action-discard-rack = { $side } défausse { $troop } du chevalet de { $other }.
action-discard-rack-unseen = { $side } défausse une troupe du chevalet de { $other }.
action-recall = { $side } reprend sa troupe { DE($place) } sur son chevalet.
action-move = { $side } déplace la troupe ennemie { DE($from) } vers { $to }.
action-revive = { $side } reprend { $troop } de la défausse.
action-freeze = { $side } gèle { $troop } sur le chevalet de { $other }.
action-freeze-unseen = { $side } gèle une troupe sur le chevalet de { $other }.
action-decline = { $side } renonce à { $effect }.
action-pass = { $side } passe.

## Leçons

variation-number = variante { $number }
variation-labelled = variante { $number } « { $label } »
practice-no-move = L'ordinateur n'a trouvé aucun coup.

## Parties d'entraînement

outcome = { $how ->
    [hq] { $side } a gagné en prenant un QG
    [medals] { $side } a gagné en atteignant l'objectif de médailles
   *[stalled] { $side } a gagné, car le camp au trait ne pouvait ni piocher ni poser
}
goal-win = gagner la partie
goal-medals = avoir { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
} en { $within ->
    [one] { $within } tour
   *[other] { $within } tours
}
goal-capture-hq = prendre un QG ennemi en { $within ->
    [one] { $within } tour
   *[other] { $within } tours
}
goal-missed-lost = { $outcome }
goal-missed-win = la partie n'a pas été gagnée
goal-missed-medals-ended = la partie s'est finie ({ $outcome }) avec { $medals } des { $n } médailles demandées pour { $side }
goal-missed-medals = { $side } a { $medals } des { $n } médailles demandées après { $within ->
    [one] { $within } tour
   *[other] { $within } tours
}
goal-missed-hq-ended = la partie s'est finie sans la prise de QG demandée : { $outcome }
goal-missed-hq = aucun QG ennemi pris en { $within ->
    [one] { $within } tour
   *[other] { $within } tours
}

## Pourquoi le moteur refuse une action

illegal-game-over-outcome = la partie est finie : { $outcome }
illegal-game-over = la partie est finie
illegal-location-number = le lieu nº { $n } n'est pas sur cette carte
illegal-no-such-location = cette carte n'a ni base ni QG `@{ $place }`
illegal-no-effect-waiting = aucun effet n'attend de réponse : { $side } commence le tour par `draw` ou `place <troop> @<location>`
illegal-effect-waiting = { $effect } attend une réponse : { $answers }
illegal-jumbo-not-adjacent = @{ $place } n'est pas voisin de la base de Jumbo @{ $base }
illegal-jumbo-hq = @{ $place } est un QG ; Jumbo défausse une troupe sur une base
illegal-jumbo-no-enemy = @{ $place } n'a aucune troupe ennemie visible que Jumbo puisse défausser
illegal-rack-empty = le chevalet de { $side } est vide
illegal-rack-lacks = le chevalet de { $side } n'a aucun { $troop }
illegal-recall-itself = la troupe sur @{ $place } est celle dont la base Castle se résout ; rappelez une autre troupe
illegal-recall-none = @{ $place } n'a aucune troupe visible de { $side } à rappeler (seule une troupe au sommet d'une pile peut être rappelée)
illegal-volcano-not-adjacent = @{ $place } n'est pas une base voisine de la base Volcanic Jungle @{ $base }
illegal-volcano-no-enemy = @{ $place } n'a aucune troupe ennemie visible à déplacer
illegal-volcano-one-step = @{ $to } n'est pas voisin de @{ $from } : la troupe se déplace d'un pas
illegal-volcano-hq = @{ $place } est un QG ; un déplacement de Volcanic Jungle ne finit jamais sur un QG
illegal-revive-none = la défausse n'a aucun { $troop } de { $side } (les troupes retirées à la mise en place ne sont pas dans la défausse)
illegal-rack-full = le chevalet de { $side } est plein ({ $n } troupes)
illegal-freeze-none = { $side } n'a plus de troupe à geler
illegal-freeze-lacks = le chevalet de { $side } n'a aucun { $troop } non gelé
illegal-reserve-empty = la réserve de { $side } est vide : il n'y a rien à piocher
illegal-draw-rack-full = le chevalet de { $side } est plein ({ $n } troupes) : rien ne peut être pioché
illegal-draw-what = { $what ->
    [turn] l'action de pioche
    [skully] la pioche de Skully
    [star] la pioche de Star
   *[clouds] la pioche de City of Clouds
}
illegal-draw-count = { $draw } prend ici { $n ->
    [one] { $n } troupe
   *[other] { $n } troupes
}, mais { $given ->
    [one] { $given } a été nommée
   *[other] { $given } ont été nommées
}
illegal-reserve-lacks = la réserve de { $side } n'a { $second ->
    [yes] pas de second { $troop }
   *[no] aucun { $troop }
} à piocher
illegal-not-on-rack = { $side } n'a pas de { $troop } sur son chevalet
illegal-frozen = le { $troop } de { $side } est gelé par une base Battlefield et ne peut pas être posé ce tour-ci
illegal-own-hq = @{ $place } est le QG de { $side } ; une troupe n'est jamais posée sur son propre QG
illegal-covering = { $troop } ({ $code }) ne peut pas recouvrir le { $top } ({ $top_code }) ennemi ; recouvrir demande une force strictement plus grande
illegal-connection = @{ $place } n'est pas relié au QG de { $side } : une pose demande un chemin depuis le QG par des bases dont le sommet est une troupe de { $side }{ $hook ->
    [hq] ; Hook ignore la liaison seulement posé sur une base, et un QG n'est pas une base
    [metal_x] ; Hook n'a pas d'effet sur une base spéciale Station Metal-X, il y faut donc une liaison
   *[none] {""}
}
illegal-terrain = @{ $place } n'accepte que les forces { $list } ; { $troop } vaut { $code }

## Pourquoi une position préparée est impossible

position-location-number = le lieu nº { $n } n'est pas sur la carte
position-region-number = la région nº { $n } n'est pas sur la carte
position-troop-on-hq = @{ $place } est un QG ; les troupes ne se tiennent que sur des bases (une troupe sur un QG finit la partie)
position-hq-id = `{ $id }` est un QG ; les troupes ne se tiennent que sur des bases (une troupe sur un QG finit la partie)
position-stack-twice = la pile sur @{ $place } est donnée deux fois
position-stack-id-twice = la pile sur `{ $id }` est donnée deux fois (les ids ignorent la casse)
position-unknown-stack = `{ $id }`, dans les piles, n'est pas une base de la carte
position-unknown-region = `{ $id }`, parmi les régions prises, n'est pas une région de la carte
position-troop-count = { $side } a { $n } { $troop } (plateau { $board }, chevalet { $rack }, réserve { $reserve }, défausse { $discard }, retirés { $removed }) ; chaque camp a exactement 3 troupes de chaque sorte
position-rack-over = le chevalet de { $side } porte { $n } troupes ; un chevalet en porte au plus { $most }
position-frozen-off-turn = { $side } a des troupes gelées mais c'est à { $mover } de jouer ; seul le camp au trait peut avoir des troupes gelées au début d'un tour
position-frozen-not-on-rack = { $side } a { $n } { $troop } gelés mais seulement { $rack } sur son chevalet ; les troupes gelées font partie du chevalet
position-claimed-twice = la région `{ $region }` est prise deux fois ; une région n'est prise qu'une fois
position-claimed-no-medals = la région `{ $region }` ne porte aucune médaille, elle n'a donc pas pu être prise
position-unclaimed-region = { $side } tient toutes les bases autour de la région `{ $region }`, qui porte encore { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
} ; elle aurait été prise (ajoutez-la aux régions prises)
position-medals-mismatch = { $side } a { $n ->
    [one] { $n } médaille
   *[other] { $n } médailles
} mais ses régions prises en portent { $claimed } ; les médailles ne viennent que des régions prises
position-target-reached = { $side } a déjà { $n } médailles, son objectif est { $target } : la partie serait finie
position-impossible = position impossible{ $list ->
    [one] : { $problems }
   *[many] {" "}({ $n } problèmes) :{ $problems }
}

## Pourquoi une carte ne peut pas être jouée

board-unplayable = la carte ne peut pas être jouée{ $list ->
    [one] : { $problems }
   *[many] {" "}({ $n } problèmes) :{ $problems }
}
board-no-hq = { $side } n'a pas de QG
board-target-zero = l'objectif de médailles de { $side } doit valoir au moins 1
board-malformed-id = `{ $id }` n'est pas un id utilisable : un id compte de 1 à 64 lettres, chiffres, `-` et `_`, et commence par une lettre ou un chiffre
board-duplicate-id = l'id `{ $id }` sert à plus d'un lieu (les ids ignorent la casse)
board-duplicate-region-id = l'id de région `{ $id }` est déjà pris (les ids ignorent la casse)
board-loop-path = le chemin de `{ $id }` vers lui-même est une boucle
board-unknown-end = un chemin rejoint `{ $id }`, qui n'est ni une base ni un QG de la carte
board-empty-ring = la région `{ $region }` n'a aucune base autour d'elle
board-ring-hq = le tour de la région `{ $region }` compte `{ $id }`, qui est un QG et non une base
board-ring-unknown = le tour de la région `{ $region }` compte `{ $id }`, qui n'est pas une base de la carte
limit-play-locations = la carte a { $n } lieux (bases et QG) ; le moteur joue des cartes d'au plus { $most }
limit-play-regions = la carte a { $n } régions ; le moteur joue des cartes d'au plus { $most }

## Pourquoi une action écrite ne se lit pas

syntax-error = ligne { $line }, colonne { $column } : { $expected } attendu, { $found } trouvé
syntax-token = `{ $token }`
syntax-found-end = la fin de l'action
syntax-expected-end = la fin de l'action
syntax-expected-end-of-draw = la fin de l'action (une pioche nomme au plus 2 troupes)
syntax-expected-action = une action (`draw`, `place`, `discard`, `recall`, `move`, `revive`, `freeze` ou `skip`)
syntax-expected-troop = une troupe (kwak, skully, capn, jumbo, hook, xb42, star, roxy, ou un code X, 1 à 7)
syntax-expected-troop-or-end = une troupe (kwak, skully, capn, jumbo, hook, xb42, star, roxy, ou un code X, 1 à 7) ou la fin de l'action
syntax-expected-second-troop-or-end = une troupe (kwak, skully, capn, jumbo, hook, xb42, star, roxy, ou un code X, 1 à 7) ou la fin de l'action (une pioche nomme au plus 2 troupes)
syntax-expected-location = un lieu `@<id>` (lettres, chiffres, `-` et `_`)
syntax-expected-rack-or-location = `rack` ou un lieu `@<id>` (lettres, chiffres, `-` et `_`)
syntax-expected-mark = une annotation de coup (`!`, `?`, `!!`, `??`, `!?` ou `?!`)
line-action-failed = action { $n } « { $action } » : { $error }

## Une étape de leçon qui ne peut pas continuer

run-not-allowed = Cette action n'est pas permise : { $error }
run-line-unparsed = La ligne ne se lit pas : { $error }
run-lines-problem = Les lignes de cette étape ont un problème : { $error }
run-reply-not-allowed = La réponse prévue n'est pas permise ici : { $error }
run-solution-unplayable = La solution ne peut pas être jouée : { $error }
run-reply-unplayable = La réponse prévue ne peut pas être jouée : { $error }
run-stage-unparsed = Ses actions ne se lisent pas : { $error }
run-setup-unplayable = La mise en place de cette étape ne peut pas être jouée : { $error }

## Un fichier au-delà des limites du format

limit-map-locations = la carte a { $n } lieux ; toyforge en accepte au plus { $most }
limit-region-medals = la région `{ $region }` porte { $n } médailles ; une région en porte au plus { $most }
limit-target = l'objectif de médailles de { $side } vaut { $n } ; un objectif vaut au plus { $most }
limit-text-length = `{ $path }` dépasse { $most } caractères, le plus { $what ->
    [name] qu'un nom
   *[text] qu'un texte
} puisse avoir
limit-embedded-map-newer = la carte incluse dans le scénario a été écrite par un toyforge plus récent (format { $found } ; cette version lit les formats jusqu'à { $newest }) ; mettez toyforge à jour pour l'ouvrir
limit-steps = la leçon a { $n } étapes ; une leçon en a au plus { $most }
limit-practice-iterations = steps[{ $step }].opponent : `{ $opponent }` demande { $n } itérations par coup ; un adversaire d'entraînement réfléchit au plus { $most } (environ un cinquième de seconde par coup ici, et une page n'a qu'un fil pour réfléchir)
limit-practice-millis = steps[{ $step }].opponent : `{ $opponent }` demande { $n } ms par coup ; un adversaire d'entraînement réfléchit au plus { $most } ms (l'élève attend chaque coup, et une page n'a qu'un fil pour réfléchir)
load-practice-opponent = steps[{ $step }].opponent : `{ $opponent }` n'est pas un niveau d'ordinateur ({ $reason }) ; un adversaire d'entraînement est { $levels }
limit-position-medals = la position donne { $n } médailles à { $side } ; un camp en a au plus { $most }
limit-sections = le cours a { $n } sections ; un cours en a au plus { $most }
limit-course-lessons = le cours nomme { $n } leçons ; un cours en a au plus { $most }
limit-lesson-path = section { $n } : le chemin de leçon `{ $path }…` dépasse { $most } caractères
course-no-title = le cours n'a pas de titre
course-no-sections = le cours n'a pas de sections ; un cours liste ses leçons dans `sections`
course-empty-section = la section { $n } « { $title } » n'a pas de leçons
course-lesson-twice = { $lesson } est nommée deux fois ; un cours prend chaque leçon une seule fois
names-needs-format = `names` (les noms dans d'autres langues) demande le format de carte { $format } ; écrivez `format: { $format }`
names-bad-tag = `{ $tag }` n'est pas une étiquette de langue BCP 47 comme `zh` ou `fr-CA`
names-bad-tag-underscore = `{ $tag }` n'est pas une étiquette de langue BCP 47 comme `zh` ou `fr-CA` (écrivez `{ $hint }`)
names-unknown-id = les noms `{ $tag }` nomment `{ $id }`, qui n'est ni un lieu ni une région de cette carte
names-unknown-id-near = les noms `{ $tag }` nomment `{ $id }`, qui n'est ni un lieu ni une région de cette carte ; vouliez-vous dire `{ $near }` ?
# A problem with an unknown id, and the known id it was probably meant to be.
did-you-mean = { $problem } ; vouliez-vous dire `{ $near }` ?
names-empty = le nom `{ $tag }` de `{ $id }` est vide

## Numbers
percent = { $n } %
