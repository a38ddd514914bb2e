# The desktop app's map workspace: the inspector, map facts, arrange, clipboard, the background
# and map panels, the tools' options, the balance lab, and play mode.

## L'inspecteur

insp-nothing-selected = Rien n'est sélectionné. Cliquer sur un élément du canevas, ou tracer un cadre autour de plusieurs.
insp-map-counts = { $bases ->
    [one] { $bases } base
   *[other] { $bases } bases
}, { $hqs ->
    [one] { $hqs } QG
   *[other] { $hqs } QG
}, { $paths ->
    [one] { $paths } chemin
   *[other] { $paths } chemins
}, { $regions ->
    [one] { $regions } région
   *[other] { $regions } régions
}
insp-path = Chemin
insp-from = De
insp-to = À
insp-select-end = Sélectionner ce bout
insp-length = Longueur
insp-items-selected = { $n ->
    [one] { $n } élément sélectionné
   *[other] { $n } éléments sélectionnés
}
insp-mixed-selection = { $locations ->
    [one] { $locations } lieu
   *[other] { $locations } lieux
}, { $regions ->
    [one] { $regions } région
   *[other] { $regions } régions
}, { $paths ->
    [one] { $paths } chemin
   *[other] { $paths } chemins
}. Glisser l'un d'eux les déplace tous ; les flèches les décalent.
insp-id = Identifiant
insp-id-hint = lettres, chiffres, - et _
insp-id-hover = Renommer met à jour chaque chemin et chaque anneau de région qui utilise l'identifiant
insp-base = Base
insp-special-base = Base spéciale
insp-name = Nom
insp-name-hint = affiché à la place de l'identifiant
insp-region-name-hint = p. ex. Colline du château
insp-special = Spéciale
insp-special-hover = base spéciale des règles de la carte
insp-special-rule-hover = { $rule } : { $effect }
insp-side = Camp
insp-region = Région
insp-medals = Médailles
insp-marker = Repère
insp-ring = { $n ->
    [one] Anneau de { $n } base :
   *[other] Anneau de { $n } bases :
}
insp-drop-unknown = Retirer de l'anneau les bases inconnues
insp-drop-unknown-hover = Ne garder que les bases de l'anneau que la carte possède
insp-position = Position
insp-restrict = Restreindre les forces
insp-restrict-hover = Seules les forces choisies peuvent être posées ici
insp-restrict-rule-hover = Ces règles limitent les bases spéciales aux forces imprimées dessus
insp-unknown-end = { $id } (inconnu)
insp-repoint = Rediriger ce bout
insp-choose = choisir…
insp-joined = { $n ->
    [one] Relié à { $n } lieu :
   *[other] Relié à { $n } lieux :
}
insp-joined-none = Relié à rien pour l'instant : tracez-lui un chemin avec l'outil Chemin (P).
insp-delete = Supprimer
insp-delete-hover = Supprimer (les lieux emportent leurs chemins) — touche Suppr

## Pourquoi une modification est refusée

refuse-bad-id = `{ $id }` n'est pas un identifiant valide : de 1 à 64 lettres, chiffres, `-` ou `_`, en commençant par une lettre ou un chiffre
refuse-id-used = l'identifiant `{ $id }` est déjà pris
refuse-non-finite-move = impossible de déplacer d'une distance non finie
refuse-non-finite-point = impossible de déplacer vers un point non fini
refuse-no-path = aucun chemin ne relie `{ $from }` et `{ $to }`
refuse-non-finite = { $kind ->
    [base] une base doit avoir une position finie
    [hq] un QG doit avoir une position finie
   *[region] le repère d'une région doit avoir une position finie
}
refuse-loop = un chemin ne peut pas relier `{ $id }` à lui-même
refuse-unknown = { $kind ->
    [base] aucune base n'a l'identifiant `{ $id }`
    [hq] aucun QG n'a l'identifiant `{ $id }`
    [region] aucune région n'a l'identifiant `{ $id }`
    [location] aucune base ni aucun QG n'a l'identifiant `{ $id }`
   *[any] rien n'a l'identifiant `{ $id }`
}
refuse-rename = impossible de renommer `{ $old }` en `{ $new }`

## Faits de la carte

facts-bases = Bases
facts-bases-value = { $restricted ->
    [0] { $n } (dont { $special } spéciales)
   *[other] { $n } (dont { $special } spéciales, { $restricted } restreintes)
}
facts-hqs = QG
facts-hqs-value = { $blue } bleu, { $red } rouge
facts-paths = Chemins
facts-paths-value = { $n } (en moyenne { $mean } par base, au plus { $max })
facts-regions = Régions
facts-regions-value = { $n } avec { $medals } médailles (la boîte en contient 16)
facts-targets = Objectifs
facts-targets-value = bleu { $blue }, rouge { $red }
facts-territory = Territoire
facts-territory-value = { $blue } plus près de bleu, { $red } plus près de rouge, { $even } à égalité
facts-territory-hover = Les bases, selon le QG le plus proche en nombre de pas
facts-symmetry = Symétrie
facts-symmetric = Symétrique : { $how }
facts-not-symmetric = Pas de symétrie miroir
symmetry = { $how ->
    [left_right] en miroir de gauche à droite
    [top_bottom] en miroir de haut en bas
   *[point] identique après un demi-tour
}
facts-pieces = La carte se divise en { $n } morceaux séparés
facts-unreachable = { $n ->
    [one] { $n } base n'est accessible depuis aucun QG
   *[other] { $n } bases ne sont accessibles depuis aucun QG
}
facts-cannot-win = { $side } ne peut pas gagner aux médailles : { $medals } sur la carte, objectif { $target }
facts-route-title = Plus court chemin vers le QG ennemi
facts-route-side = { $side } :
facts-route = { $n ->
    [one] { $n } pas
   *[other] { $n } pas
} par { $via }
facts-route-direct = { $n ->
    [one] { $n } pas
   *[other] { $n } pas
}, sans base entre les deux
facts-route-hover = Sélectionner le trajet et le montrer
facts-no-route = aucun trajet

## Le panneau Carte

mappanel-name = Nom
mappanel-author = Auteur
mappanel-rule-set = Règles
mappanel-rule-none = Aucune
mappanel-target = { $side ->
    [blue] Objectif de Bleu
   *[red] Objectif de Rouge
}
mappanel-medals-suffix = { " " }médailles
mappanel-published = { $rule } : { $effect } ; objectifs { $blue }/{ $red }, QG { $hqs_blue }/{ $hqs_red }
mappanel-use-published = Reprendre les objectifs publiés { $blue }/{ $red }
mappanel-notes = Notes
mappanel-notes-hint = Notes de conception, sources, remarques d'équilibrage
names-intro = Une leçon ou un cours dans l'une de ces langues montre ces noms sur son plateau et dans ses phrases. Commencez un nom par l'article avec lequel une phrase le lit, en minuscules (« la Porte du donjon ») : le plateau l'omet. Un champ vide garde le nom propre de la carte.
names-language = Noms en
names-other = Une autre langue (code)
names-other-hint = pt-BR
names-show = Afficher
names-count = { $named } sur { $n } nommés en { $language }
names-drop = Supprimer les noms en { $language }

## L'image de fond

bg-choose = Choisir une image…
bg-choose-hover = Un PNG ou un JPEG d'un plateau à décalquer
bg-remove = Retirer
bg-none = Pas d'image : chargez ici un plateau numérisé pour le décalquer.
bg-show = Afficher l'image
bg-opacity = Opacité
bg-scale = Échelle
bg-scale-suffix = { " " }unités/px
bg-offset-x = Décalage x
bg-unreadable = { $file } : impossible de lire l'image : { $error }
bg-not-image = { $file } : ce n'est pas une image PNG ou JPEG : { $error }
bg-too-large = { $file } : l'image fait { $width }×{ $height } pixels ; toyforge accepte au plus { $max } par côté

## Copier, couper, coller, dupliquer

clip-menu-cut = Couper
clip-menu-copy = Copier
clip-menu-paste = Coller
clip-menu-paste-hover = Coller les éléments de carte du presse-papiers, sous le pointeur
clip-menu-duplicate = Dupliquer
clip-source = le presse-papiers
clip-not-map = Impossible de coller : le presse-papiers ne contient pas d'éléments de carte ({ $error })
clip-select-to-duplicate = Sélectionner quelque chose à dupliquer
clip-nothing-to-duplicate = Rien à dupliquer
clip-select-to-copy = Sélectionner quelque chose à copier
clip-empty = { $verb ->
    [paste] Impossible de coller : la carte du presse-papiers n'a ni base, ni QG, ni région
   *[duplicate] Impossible de dupliquer : la carte du presse-papiers n'a ni base, ni QG, ni région
}
clip-too-many = { $verb ->
    [paste] Impossible de coller : la carte aurait { $n } lieux ; toyforge en accepte au plus { $max }
   *[duplicate] Impossible de dupliquer : la carte aurait { $n } lieux ; toyforge en accepte au plus { $max }
}
clip-refused = { $verb ->
    [paste] Impossible de coller : { $error }
   *[duplicate] Impossible de dupliquer : { $error }
}
clip-edit = { $verb ->
    [paste] collage de { $n ->
        [one] { $n } élément
       *[other] { $n } éléments
    }
   *[duplicate] duplication de { $n ->
        [one] { $n } élément
       *[other] { $n } éléments
    }
}
clip-done = { $verb ->
    [paste] { $n ->
        [one] { $n } élément collé
       *[other] { $n } éléments collés
    }
   *[duplicate] { $n ->
        [one] { $n } élément dupliqué
       *[other] { $n } éléments dupliqués
    }
}
clip-done-dropped = { clip-done } ; { $dropped } laissés de côté car ils nomment des éléments non copiés : { $ids }
clip-copied = { $n ->
    [one] { $n } élément copié
   *[other] { $n } éléments copiés
} comme texte de carte
clip-cut = Coupé dans le presse-papiers comme texte de carte

## Leçons qui utilisent un identifiant renommé

refs-title = Des leçons utilisent l'ancien identifiant
refs-body = `{ $old }` s'appelle désormais `{ $new }`, mais { $n ->
    [one] { $n } leçon écrite sur cette carte nomme encore `{ $old }` :
   *[other] { $n } leçons écrites sur cette carte nomment encore `{ $old }` :
}
refs-file = { $file } ({ $n ->
    [one] { $n } mention
   *[other] { $n } mentions
})
refs-how = La mise à jour ne réécrit que les identifiants qu'elles contiennent (identifiants entre guillemets et @identifiants), chaque fichier enregistré en sûreté.
refs-update = Mettre à jour les leçons
refs-leave = Les laisser
refs-updated = `{ $old }` remplacé par `{ $new }` dans { $n ->
    [one] { $n } leçon
   *[other] { $n } leçons
} ; enregistrez aussi la carte
refs-updated-open = { refs-updated }. { $file } est ouvert dans l'espace Leçon : rouvrez-le pour voir le changement

## Les messages et options des outils

tool-too-close = { $kind ->
    [base] Trop près de `{ $id }` : placez la base sur un terrain vide
   *[hq] Trop près de `{ $id }` : placez le QG sur un terrain vide
}
tool-hq-hint = Cliquer pour placer un QG { $side ->
    [blue] bleu
   *[red] rouge
} ; appuyer de nouveau sur H pour { $other ->
    [blue] le bleu
   *[red] le rouge
}
tool-hq-side = Camp :
tool-hq-side-count = { $side } ({ $n })
tool-hq-side-hover = Entre parenthèses, les QG de ce camp déjà sur la carte
tool-hq-published = { $rule } : { $blue } bleu, { $red } rouge
tool-path-same-ends = Un chemin a besoin de deux bouts différents
tool-path-joined = `{ $from }` et `{ $to }` sont déjà reliés
tool-path-start = Commencez un chemin sur une base ou un QG
tool-path-end = Un chemin doit finir sur une base ou un QG
tool-path-dragging = Chemin depuis `{ $from }` : relâchez sur l'autre bout (Échap annule)
tool-region-no-ring = Aucun anneau de bases n'entoure ce point : reliez d'abord des bases par des chemins autour
tool-region-exists = Cette zone est déjà la région `{ $id }`
tool-region-added = Région ajoutée : réglez ses médailles et son nom dans l'inspecteur
tool-special-none = { $rule } n'a pas de bases spéciales : choisissez d'autres règles dans le panneau Carte
tool-special-hq = Un QG ne peut pas être une base spéciale
tool-special-rule = { $rule } :
tool-special-no-rule = Pas de règles : choisissez-en dans le panneau Carte pour dire ce que font les bases spéciales
tool-special-allowed = Permises :

## Le menu Disposer et « Compléter l'autre moitié »

arrange-step = { $action ->
    [mirror_left_right] miroir gauche-droite
    [mirror_top_bottom] miroir haut-bas
    [half_turn] rotation d'un demi-tour
    [clockwise] rotation de 90° horaire
    [anticlockwise] rotation de 90° antihoraire
    [align_left] alignement à gauche
    [align_right] alignement à droite
    [align_top] alignement en haut
    [align_bottom] alignement en bas
    [align_centre_x] alignement des centres verticalement
    [align_centre_y] alignement des centres horizontalement
    [distribute_horizontally] répartition horizontale
   *[distribute_vertically] répartition verticale
}
arrange-item = { $action ->
    [mirror_left_right] Miroir gauche-droite
    [mirror_top_bottom] Miroir haut-bas
    [half_turn] Rotation d'un demi-tour
    [clockwise] Rotation de 90° horaire
    [anticlockwise] Rotation de 90° antihoraire
    [align_left] Aligner à gauche
    [align_right] Aligner à droite
    [align_top] Aligner en haut
    [align_bottom] Aligner en bas
    [align_centre_x] Aligner les centres verticalement
    [align_centre_y] Aligner les centres horizontalement
    [distribute_horizontally] Répartir horizontalement
   *[distribute_vertically] Répartir verticalement
}
arrange-nothing = Rien à faire ({ arrange-step }) : la sélection est déjà ainsi
arrange-about-selection = Tourner autour du centre de la sélection
arrange-about-selection-hover = Désactivé : miroirs et rotations se font autour du centre du plateau
arrange-board-centre = Centre du plateau x { $x }, y { $y }
arrange-board-centre-none = Centre du plateau : pas encore
arrange-measure = Mesurer
arrange-measure-hover = Placer le centre du plateau sur la moyenne de tous les lieux actuels
arrange-complete-menu = Compléter l'autre moitié…
arrange-complete-hover = Créer l'image miroir de la moitié sélectionnée (ou de toute la carte), camps échangés
arrange-select-to-turn = Sélectionnez quelque chose à refléter ou à tourner
arrange-select-to-align = Sélectionnez au moins deux éléments à aligner
arrange-select-to-distribute = Sélectionnez au moins trois éléments à répartir
arrange-cannot-complete = Impossible de compléter l'autre moitié : { $error }
arrange-already-complete = L'autre moitié est déjà complète : rien à ajouter
arrange-complete-step = complément de l'autre moitié
arrange-added = Autre moitié ajoutée : { $summary }
arrange-added-notes = Autre moitié ajoutée : { $summary }. Remarque : { $notes }
arrange-summary = { $bases ->
    [one] { $bases } base
   *[other] { $bases } bases
}, { $hqs ->
    [one] { $hqs } QG
   *[other] { $hqs } QG
}, { $paths ->
    [one] { $paths } chemin
   *[other] { $paths } chemins
} et { $regions ->
    [one] { $regions } région
   *[other] { $regions } régions
}
arrange-half-all = La moitié : toute la carte (sélectionnez des éléments pour ne compléter qu'eux).
arrange-half-selected = La moitié : { $n ->
    [one] l'élément sélectionné
   *[other] les { $n } éléments sélectionnés
}.
arrange-complete-title = Compléter l'autre moitié
arrange-symmetry = Symétrie
arrange-goes = L'autre moitié va
arrange-beside = { $side ->
    [right] à droite de
    [left] à gauche de
    [below] en dessous de
   *[above] au-dessus de
}
arrange-half-drawn = la moitié dessinée
arrange-centre-x = Centre x
arrange-board-centre-button = Centre du plateau
arrange-board-centre-hover = La moyenne de tous les lieux, le centre qu'utilise la vérification de symétrie
arrange-ids-half = Identifiants de la moitié
arrange-ids-twins = Identifiants des jumeaux
arrange-ids-how = `*` remplace le reste de l'identifiant : avec `*` et `red-*`, `left-ford` a pour jumeau `red-left-ford`. Les QG échangent `blue` et `red`.
arrange-adds = Ajoute { $summary }.
arrange-complete = Compléter

## Le canevas

canvas-empty = Champ de bataille vide : appuyez sur B et cliquez pour placer des bases, H pour les QG, P pour les relier

## Le labo d'équilibrage (la section Analyse)

lab-compare = Comparer (A/B)
lab-suggestions = Suggestions
lab-skill = Habileté et chance
lab-static = Faits statiques
lab-results = Résultats
lab-side-ai = { $side ->
    [blue] IA de Bleu
   *[red] IA de Rouge
}
lab-ai = { $level ->
    [random] Aléatoire
    [greedy] Gloutonne
    [expert] Experte
   *[mcts] MCTS
}
lab-iterations-suffix = { " " }it.
lab-iterations-hover = Itérations de recherche par coup (lent : essayez quelques centaines de parties)
lab-games = Parties
lab-seed = Graine
lab-seed-hover = La même graine joue les mêmes parties
lab-run = Lancer
lab-run-hover = Jouer les parties en arrière-plan sur tous les cœurs
lab-show-on-map = Afficher sur la carte
lab-show-on-map-hover = Teinter les bases et annoter les régions du canevas avec les résultats
lab-stale-run = Périmé : la carte a changé depuis ce lancement (relancez pour mettre à jour)
lab-cancelled-early = Annulé avant la fin de la première partie
lab-progress = { $done } sur { $total } { $what ->
    [games] parties
    [pairs] paires
    [steps] étapes
   *[maps] cartes
}
lab-progress-cancelling = Annulation… { lab-progress }
lab-no-thread = Impossible de démarrer le fil { $name } : { $error }
lab-failed = L'analyse a échoué : { $error }
lab-stopped = L'analyse s'est arrêtée de façon inattendue

## Les résultats d'un lancement

lab-rate = { $n } ({ $rate } %, IC à 95 % { $low }–{ $high } %)
lab-run-head = { $n ->
    [one] { $n } partie
   *[other] { $n } parties
}, bleu : { $blue }, rouge : { $red }, graine { $seed }, en { $secs } s
lab-run-head-cancelled = { $head } (annulé : { $played } sur { $asked } jouées)
lab-wins = Victoires : bleu { $blue }, rouge { $red }, inachevées { $unfinished }
lab-first-player = Premier joueur
lab-wins-by-reason = Victoires par motif
lab-all = Toutes
lab-ending = { $kind ->
    [hq_race] Une course aux QG : la plupart des parties se terminent par la prise d'un QG, donc les routes vers les QG décident de l'équilibre et changer les médailles le déplace peu. Allongez ou gardez une route, ou baissez les objectifs pour que les médailles comptent.
    [medal_race] Une course aux médailles : la plupart des parties se terminent sur l'objectif de médailles, donc les médailles, les objectifs et les chemins vers les régions disputées sont les leviers.
    [stalls] Beaucoup de parties se bloquent : le camp au trait ne peut ni piocher ni poser, souvent parce que les routes sont longues et que les réserves s'épuisent d'abord. Baisser les objectifs donne aux parties une fin sur le plateau.
   *[mixed] Un jeu mixte : prises de QG, victoires aux médailles et blocages décident tous des parties, donc les routes comme les médailles comptent.
}
lab-reason = { $how ->
    [hq] QG pris
    [medals] Médailles
   *[stalled] Blocage
}
lab-unfinished = Inachevées
lab-length = Durée des parties (en moyenne { $turns } tours, { $actions } actions)
lab-turns = { $n ->
    [one] { $n } tour
   *[other] { $n } tours
}
lab-axis-turns = tours
lab-axis-games = parties
lab-regions = Régions : prises par (tour moyen)
lab-nobody = Personne
lab-region-hover = identifiant `{ $id }` : { $n } médailles
lab-bases = Bases : tenues à la fin
lab-empty = Vide
lab-base-hover = identifiant `{ $id }`
lab-none-decided = Aucune partie n'a été décidée
lab-favoured = { $side ->
    [blue] bleu est avantagé ({ $pc } % des parties décidées)
   *[red] rouge est avantagé ({ $pc } % des parties décidées)
}
lab-seat-helps = { $seat ->
    [first] jouer en premier aide ({ $pc } %)
   *[second] jouer en second aide ({ $pc } %)
}
lab-no-advantage = Aucun avantage net à 95 % de confiance
lab-metrics = Indicateurs de conception
lab-metrics-hover = Formules dans le guide d'équilibrage (docs/balance-guide.md)
lab-metric-head = Indicateur
lab-value-head = Valeur
lab-interval-head = Intervalle à 95 %
lab-metric-hover = { $n } parties comptées ; `{ $id }` en JSON
lab-side-balance = Équilibre des camps
lab-side-balance-hover = 1 − |2 × part de bleu dans les parties décidées − 1| : 1 signifie l'équilibre
lab-metric = { $metric ->
    [first_mover] Victoires du premier joueur
    [blue_wins] Victoires de Bleu
    [unfinished] Inachevées
    [end_hq] Fins par QG
    [end_medals] Fins aux médailles
    [end_stalled] Fins par blocage
    [turns] Tours
    [branching] Facteur de branchement
    [branching_max] Branchement, maximum
    [decision_share] Tours de décision
    [coverage] Couverture du plateau
    [drama] Suspense
    [deficit] Retard du vainqueur
    [lead_changes] Changements de meneur
   *[comeback] Remontées
}

## La comparaison (A/B)

lab-compare-about = Le brouillon (B) contre un fichier de carte (A), joués sur les mêmes graines avec les IA ci-dessus.
lab-pairs = Paires de parties
lab-against-saved = Brouillon contre fichier enregistré
lab-against-saved-hover = A est la carte telle qu'enregistrée ; B est le brouillon avec vos modifications
lab-not-saved = La carte n'a pas encore été enregistrée dans un fichier
lab-against-file = Contre un autre fichier…
lab-cancel-compare = Annuler la comparaison
lab-draft-error = Le brouillon : { $error }
lab-cancelled-no-pair = Annulé avant qu'une paire soit jouée
lab-stale-compare = Périmé : le brouillon a changé depuis cette comparaison
lab-note = Remarque : { $note }
lab-pairs-hover = { $n } paires ; `{ $id }` en JSON
lab-significant = Significatif à 5 % parmi les { $n } mesures comparées (correction de Holm : p = { $holm })
lab-map-shows = La carte montre
lab-shows-heat = Chaleur du dernier lancement
lab-shows-diff = Différence A/B

## Les suggestions

lab-games-a-change = Parties par changement
lab-cancel-suggest = Annuler les suggestions
lab-suggest = Suggérer des changements
lab-suggest-hover = Dire si un camp est avantagé ; si oui, essayer les médailles de chaque région et chaque objectif, un de plus et un de moins, et ne proposer que les changements qui aident encore sur de nouvelles graines, à un niveau plus fort aussi
lab-stale-suggest = Périmé : la carte a changé depuis ces suggestions
lab-suggest-now = Actuellement, bleu gagne { $pc } des parties décidées ({ $low } à { $high }) avec { $level } des deux côtés, { $n } parties par carte.
lab-suggest-stronger-now = Avec { $level } sur de nouvelles graines, bleu gagne { $pc } des parties décidées sur la carte telle quelle.
lab-suggest-fair = Aucun avantage mesurable pour un camp : rien à changer.
lab-suggest-how = Un camp est avantagé. Chaque changement a été essayé sur les mêmes parties, et les meilleurs de nouveau sur de nouvelles graines avec { $level } et avec { $stronger } ; seul un changement qui aide aux deux est proposé.
lab-suggest-none = { $n ->
    [0] Aucun changement ne rapproche la partie de l'équilibre : rien n'est proposé.
    [one] { $n } changement aidait sur les mêmes parties, mais pas de nouveau sur de nouvelles graines aux deux niveaux : rien n'est proposé.
   *[other] { $n } changements aidaient sur les mêmes parties, mais aucun de nouveau sur de nouvelles graines aux deux niveaux : rien n'est proposé.
}
lab-suggest-effect = { $level } : bleu gagne { $after } au lieu de { $before } ({ $low } à { $high })
lab-suggest-diff = Différence appariée des victoires de bleu { $diff } % ({ $low } % à { $high } %), p = { $p }
lab-apply = Appliquer
lab-apply-hover = Appliquer la suggestion { $n } (annulable) et relancer
lab-tweak-medals = { $region } de { $from } à { $to } { $to ->
    [one] médaille
   *[other] médailles
}
lab-tweak-target = { $side ->
    [blue] objectif de bleu de { $from } à { $to }
   *[red] objectif de rouge de { $from } à { $to }
}

# $a, $b : les noms de deux lieux.
lab-tweak-add-path = un nouveau chemin entre { $a } et { $b }
lab-tweak-remove-path = plus de chemin entre { $a } et { $b }
# $base : le nom d'une base ; $on : yes (rendue spéciale) ou no (rendue ordinaire).
lab-tweak-special = { $on ->
    [yes] { $base } devient une base spéciale
   *[no] { $base } devient une base ordinaire
}
lab-tweak-move-special = la base spéciale passe de { $from } à { $to }

## L'équilibreur

lab-balancer = Équilibreur
lab-games-a-map = Parties par carte
lab-balance-within = Marge ± (points)
lab-balance = Équilibrer le brouillon
lab-cancel-balance = Annuler l'équilibrage
lab-balance-hover = Cherche de petites modifications (les médailles d'une région, un objectif, un chemin, une base spéciale) jusqu'à ce que bleu gagne 50 ± { $within } % des parties en { $level } et en { $stronger } sur de nouvelles graines, avec le moins de modifications possible. Chaque carte est jouée { $games } fois au premier niveau et { $fewer } fois au second pendant la recherche, deux fois plus pour confirmer.
lab-stale-balance = Périmé : la carte a changé depuis cette recherche
lab-balance-mirror = Le dessin est symétrique : une partie identique à son image miroir est modifiée avec elle.
lab-balance-before = Tel que dessiné : { $shares }
lab-balance-after = Après les modifications : { $shares }
lab-balance-share = { $level } { $pc } ({ $low } à { $high })
lab-balance-fair = Déjà dans la marge à chaque niveau : rien à changer.
lab-balance-unclear = Aucun niveau n'est nettement hors de la marge (chaque intervalle l'atteint) : rien à changer. Plus de parties pourraient trancher.
lab-balance-nothing = Aucune modification ne l'a rapproché de la marge.
lab-balance-found = { $n ->
    [one] Une modification le ramène dans la marge :
   *[other] { $n } modifications le ramènent dans la marge :
}
lab-balance-nearest = Aucune carte dans la marge trouvée ; la plus proche demande { $n ->
    [one] une modification :
   *[other] { $n } modifications :
}
lab-balance-apply = Tout appliquer
lab-balance-apply-hover = Faire toutes les modifications en une étape (annulable)

## Habileté et chance

lab-games-a-rung = Parties par échelon
lab-mcts-budgets = MCTS petit / complet
lab-cancel-skill = Annuler l'échelle d'habileté
lab-run-skill = Lancer l'échelle d'habileté et la chance
lab-run-skill-hover = Chaque niveau contre celui du dessous, aux deux places ; puis chaque partie deux fois par les mêmes joueurs, le hasard redistribué la seconde fois (MCTS est lent)
lab-stale-skill = Périmé : la carte a changé depuis cette échelle
lab-luck = Indice de chance { $index } (IC à 95 % de { $low } à { $high }) : { $same } des { $n } parties décidées les deux fois ont été gagnées par la même couleur quand leur hasard a été redistribué
lab-luck-hover = 0 : le hasard ne change jamais le vainqueur ; 1 : le vainqueur est comme tiré à nouveau chaque fois
lab-level-head = Niveau
lab-wins-below-head = Victoires contre le niveau inférieur
lab-verdict-head = Verdict
lab-ends-head = QG / médailles / blocage
lab-rung = { $strong } contre { $weak }
lab-verdict = { $verdict ->
    [even] aucun camp avantagé
    [blue] bleu avantagé
    [red] rouge avantagé
   *[undecided] aucune partie décidée
}
lab-blue-won = Bleu a gagné { $pc } % des parties décidées
lab-verdict-holds = Le verdict d'équilibre est le même à chaque échelon
lab-verdict-changes = Le verdict d'équilibre change avec le niveau de jeu
lab-inverted-mark = inversé
lab-inverted-rung = Échelon inversé : { $strong } gagne { $pc } % ({ $low }–{ $high } %) contre { $weak }, le niveau censé être plus faible

## Faits statiques

lab-route = { $side } : { $n } pas ({ $route })
lab-no-route = { $side } : aucun trajet
lab-symmetry = Symétrie : { $how }
lab-no-symmetry = Symétrie : aucune (les camps font face à des cartes différentes)
lab-target = { $side } : objectif { $target }, { $medals } médailles sur la carte{ $reachable ->
    [yes] {""}
   *[no] { " " }(inatteignable)
}
lab-region-steps = Pas de chaque QG à chaque région (base la plus proche / la plus lointaine)

## La légende de la chaleur sur le canevas

legend-heat = Chaleur : qui tenait chaque base à la fin
legend-heat-blue = bleu
legend-heat-red = rouge
legend-heat-note = Plus pâle : tenue dans moins de parties. Barres des régions : prises par bleu | rouge
legend-diff = A/B : B − A, qui tenait chaque base le plus souvent
legend-diff-blue = plus de bleu dans B
legend-diff-red = plus de rouge dans B
legend-diff-note = Plus vif : un écart plus grand (plein à ±50 % des parties)

## Le mode Jouer

play-opponent = { $who ->
    [hot_seat] Chacun son tour
    [blue] L'ordinateur joue Bleu
    [red] L'ordinateur joue Rouge
   *[both] L'ordinateur joue les deux
}
play-origin-map = Nouvelle partie sur { $name }, graine { $seed }
play-origin-scenario = Scénario { $file }
play-origin-scenario-titled = Scénario « { $title } » ({ $file })
new-map-name = Champ de bataille sans titre
play-no-game = Aucune partie en cours.
play-mid-effect = La partie a commencé pendant un effet ; sa position ne peut pas être écrite.
play-write-failed = Impossible d'écrire { $file } : { $error }
play-saved-start = Position de départ enregistrée dans { $file }.
play-saved-moves = { $n ->
    [0] Position de départ enregistrée dans { $file } (aucun coup joué pour l'instant).
    [one] Position de départ et { $n } action jouée enregistrées dans { $file }.
   *[other] Position de départ et { $n } actions jouées enregistrées dans { $file }.
}
play-saved-note = { $said } Remarque : { $note }.
saved-game-title = Partie sur { $map }
saved-game-step = La partie telle qu'elle a été jouée
saved-game-intro = La partie jouée depuis cette position, { $n ->
    [one] { $n } action
   *[other] { $n } actions
}, une par étape.
saved-game-stops = La partie s'arrête ici, { $side } au trait.
saved-game-stage-end = { $action } { $outcome }
saved-game-start-unwritable = La position de départ ne peut pas être réécrite : { $error }
saved-game-no-replay = L'action { $n } `{ $action }` ne se rejoue plus : { $error }
saved-game-refused = L'action { $n } `{ $action }` ne peut pas être écrite : la position enregistrée la refuse ({ $error })
saved-game-divergence = l'action { $n } `{ $action }` mène à une autre position au rejeu (la notation ne peut pas dire si XB-42 a pris une copie gelée)
play-started-from = Partie commencée depuis { $file }.
play-cannot-start = { $file } : { $error }
play-no-move = L'ordinateur n'a trouvé aucun coup pour { $side ->
    [blue] bleu
   *[red] rouge
}.
play-choose-setup = Choisissez la configuration ci-dessus et appuyez sur Commencer la partie.
play-start = Commencer la partie
play-show-all = Tout montrer
play-start-scenario = Commencer depuis un scénario…
play-start-scenario-hover = Choisir un fichier de scénario d'où commencer
play-game-over = Partie terminée : { $side } gagne
play-to-move = { $side } joue
play-to-move-computer = { $side } joue (ordinateur, { $level })
play-medals = Médailles : Bleu { $blue } / { $blue_target }, Rouge { $red } / { $red_target }
play-edit-as-lesson = Modifier comme leçon
play-edit-as-lesson-hover = Ouvrir { $file } dans l'espace Leçon pour l'annoter
play-save = Enregistrer comme scénario
play-save-again = Réécrire la partie dans { $file }
play-save-choose = Choisir le fichier où enregistrer la partie
play-save-as = Enregistrer comme scénario…
play-with-moves = avec les coups
play-with-moves-hover = Ajouter les coups joués comme étape commentée, pour faire de la partie une leçon ; décoché, seule la position de départ est enregistrée
play-moves = Coups
play-levels = Niveaux de l'ordinateur : { $levels }
play-delay = délai entre les coups
play-seconds-suffix = { " " }s
play-delay-hover = Combien de temps l'ordinateur attend après le dernier coup avant de jouer
play-resume = Reprendre l'ordinateur
play-step = Un coup
play-step-hover = Laisser l'ordinateur jouer un coup
play-step-disabled = Ce n'est pas à l'ordinateur de jouer
play-pause = Pause
play-pause-hover = Arrêter l'ordinateur ; vous pouvez alors jouer à sa place, ou avancer d'un coup
play-thinking = réflexion…
play-paused = L'ordinateur est en pause.
play-rack-of = Chevalet de { $side } :
play-face-down = { $n ->
    [one] { $n } troupe, face cachée
   *[other] { $n } troupes, face cachée
}
play-move = { $n }. { $side ->
    [blue] bleu
   *[red] rouge
} { $text }
play-start-of-game = Début de la partie
play-ready = Je suis prêt
play-turn-of = Au tour de { $side }
play-hand-over = Les chevalets sont cachés. Passez la main à { $side }, qui appuie sur le bouton (ou Espace) pour voir son chevalet.

## La barre de configuration du mode Jouer

play-seed = Graine
play-first = Premier :
play-first-random = Au hasard
play-first-name = commence
play-first-game = Première partie
play-opponent-label = Adversaire :
play-opponent-name = adversaire
play-level-side = { $side } :
play-level-name = niveau de l'ordinateur de { $side }
play-level-status = { $side } : { $level }
ai-level = { $level ->
    [random] aléatoire
    [greedy] glouton
    [expert] expert
    [custom] MCTS (N itérations)
   *[mcts] MCTS
}
ai-level-iterations = MCTS ({ $n } itérations)
ai-level-millis = MCTS ({ $n } ms par coup)
ai-level-expert-iterations = Expert ({ $n } itérations)
ai-level-expert-millis = Expert ({ $n } ms par coup)
play-expert-hover = Recherche arborescente à l'évaluation ajustée sur des parties contre elle-même : plus forte que MCTS pour le même temps par coup sur presque tous les champs de bataille, mais pas sur la Cité des Nuages
play-mcts-custom-hover = Recherche arborescente Monte-Carlo avec un nombre d'itérations par coup au choix
play-level-hover = Le niveau de l'ordinateur de { $side } : { $levels }
play-iterations = itérations
play-iterations-hover = Itérations par coup pour l'ordinateur de { $side } (mcts en fait { $n })

## Les problèmes de la vérification de la carte

problem-list-more = { $list } et { $n } de plus
problem-empty-name = La carte n'a pas de nom ; les joueurs le voient dans les menus et les rapports.
problem-non-finite-position = { $what ->
    [base] La base
   *[hq] Le QG
} { $id } n'a pas de position utilisable ({ $x }, { $y }) ; donnez-lui des coordonnées finies.
problem-non-finite-marker = Le repère de médailles de la région { $id } n'a pas de position utilisable ({ $x }, { $y }).
problem-loop-path = Le chemin { $n } relie { $id } à lui-même ; un chemin doit relier deux lieux différents.
problem-duplicate-path = Le chemin { $n } relie de nouveau { $from } et { $to } (le chemin { $first } le fait déjà) ; supprimez-en un.
problem-missing-hq = Le camp { $side ->
    [blue] bleu
   *[red] rouge
} n'a pas de QG ; chaque camp en a besoin d'au moins un.
problem-hqs-adjacent = Le QG { $side ->
    [blue] bleu
   *[red] rouge
} { $from } est relié au QG { $other ->
    [blue] bleu
   *[red] rouge
} { $to } : la première troupe posée gagnerait aussitôt.
problem-path-between-own-hqs = Le chemin entre { $from } et { $to }, deux QG { $side ->
    [blue] bleus
   *[red] rouges
}, ne peut jamais servir (un QG n'est jamais une étape d'une connexion).
problem-isolated = { $what ->
    [base] La base
   *[hq] Le QG
} { $id } n'a aucun chemin ; reliez-{ $what ->
    [base] la
   *[hq] le
} à la carte ou supprimez-{ $what ->
    [base] la
   *[hq] le
}.
problem-unreachable = { $n ->
    [one] La base { $ids } n'est accessible depuis aucun QG ; seul Hook pourrait y amener des troupes.
   *[other] Les bases { $ids } ne sont accessibles depuis aucun QG ; seul Hook pourrait y amener des troupes.
}
problem-target-zero = { $side ->
    [blue] L'objectif de médailles de bleu est 0 ; bleu aurait gagné avant le premier tour.
   *[red] L'objectif de médailles de rouge est 0 ; rouge aurait gagné avant le premier tour.
}
problem-target-above-total = { $side ->
    [blue] L'objectif de médailles de bleu est { $target }, mais les régions n'en portent que { $total } en tout ; bleu ne peut jamais gagner aux médailles (la carte reste jouable).
   *[red] L'objectif de médailles de rouge est { $target }, mais les régions n'en portent que { $total } en tout ; rouge ne peut jamais gagner aux médailles (la carte reste jouable).
}
problem-too-many-medals = Les régions portent { $total } médailles, mais la boîte n'a que { $box } jetons de médaille.
problem-hq-count-differs = { $rule } se joue avec { $n ->
    [one] { $n } QG
   *[other] { $n } QG
} pour { $side ->
    [blue] bleu
   *[red] rouge
} ; cette carte en a { $count }.
problem-target-differs = { $rule } se joue à { $n } médailles pour { $side ->
    [blue] bleu
   *[red] rouge
} ; cette carte en demande { $target }.
problem-no-special-bases = La carte suit les règles { $rule } mais ne marque aucune base spéciale : la règle ne joue donc jamais.
problem-special-without-restriction = La base spéciale { $id } ne liste aucune force permise ; sur { $rule }, une base spéciale ne fait que restreindre ce qu'on peut y poser.
problem-empty-restriction = { $what ->
    [base] La base
   *[hq] Le QG
} { $id } ne permet aucune force : aucune troupe ne pourrait jamais y être posée ; listez-en au moins une ou retirez la restriction.
problem-repeated-strength = Les forces permises { $what ->
    [base] de la base
   *[hq] du QG
} { $id } citent { $strengths } plus d'une fois.
problem-list-sep = {", "}
problem-id-user = { $what ->
    [base] base
    [hq] QG
   *[region] région
} { $id }
problem-duplicate-id = L'identifiant { $id } est utilisé { $n } fois ({ $users }) ; les identifiants doivent être uniques, sans tenir compte de la casse.
problem-malformed-id-empty = L'identifiant { $id } { $what ->
    [base] d'une base
    [hq] d'un QG
   *[region] d'une région
} est vide.
problem-malformed-id-long = L'identifiant { $id } { $what ->
    [base] d'une base
    [hq] d'un QG
   *[region] d'une région
} fait { $n } caractères (au plus { $max }).
problem-malformed-id-chars = L'identifiant { $id } { $what ->
    [base] d'une base
    [hq] d'un QG
   *[region] d'une région
} doit commencer par une lettre ou un chiffre et ne contenir que des lettres, des chiffres, « - » et « _ ».
problem-unknown-location = Le chemin { $n } entre { $from } et { $to } mène à { $end }, que la carte n'a pas.
problem-unknown-locations = Le chemin { $n } entre { $from } et { $to } mène à { $end } et { $other }, que la carte n'a pas.
problem-unknown-end-region = { $id } (une région, pas une base ni un QG)
problem-no-route-to-enemy-hq = Aucune chaîne de bases ne mène { $n ->
    [one] du QG
   *[other] des QG
} { $side ->
    [blue] bleu
   *[red] rouge
} { $ids } à { $enemies ->
    [one] l'un des QG ennemis
   *[other] un QG ennemi
} ; { $side ->
    [blue] bleu
   *[red] rouge
} ne pourrait jamais gagner en prenant un QG.
problem-ring-unknown-base = L'anneau de la région { $id } cite { $ids }, que la carte n'a pas.
problem-ring-has-hq = L'anneau de la région { $id } comprend { $n ->
    [one] le QG
   *[other] les QG
} { $ids } ; une région n'est bordée que de bases.
problem-ring-repeats-base = L'anneau de la région { $id } passe plus d'une fois par { $ids } ; chaque base n'y figure qu'une fois.
problem-ring-too-short = L'anneau de la région { $id } a { $n ->
    [one] { $n } base
   *[other] { $n } bases
} ; un anneau demande au moins 3 bases autour du repère.
problem-ring-not-closed = L'anneau de la région { $id } n'est pas fermé : aucun chemin ne relie { $gaps }.
problem-ring-gap = { $from } et { $to }
problem-ring-gap-sep = {", ni "}
problem-marker-outside-ring = Le repère de médailles de la région { $id } en ({ $x }, { $y }) est hors de son anneau ; déplacez le repère à l'intérieur ou corrigez l'anneau.
problem-duplicate-region = Les régions { $first } et { $id } ont le même anneau ; leurs médailles seraient toujours prises ensemble.
problem-region-without-medals = La région { $id } ne porte aucune médaille : la prendre ne change rien.
problem-ring-differs-from-drawing = L'anneau de la région { $id } est { $ring }, mais le dessin autour de son repère est bordé par { $found }.
problem-no-face-around-marker = Aucune face du dessin n'entoure le repère de la région { $id }, alors que son anneau l'entoure ; des chemins entre ses bases se croisent peut-être.
problem-special-without-rule = { $n ->
    [one] La base { $ids } est marquée spéciale
   *[other] Les bases { $ids } sont marquées spéciales
}, mais la carte ne nomme aucun jeu de règles ; choisissez un jeu de règles à bases spéciales ou retirez la marque.
problem-special-on-rule-without = { $n ->
    [one] La base { $ids } est marquée spéciale
   *[other] Les bases { $ids } sont marquées spéciales
}, mais { $rule } n'a pas de bases spéciales ; choisissez un jeu de règles à bases spéciales ou retirez la marque.
problem-paths-cross = Le chemin entre { $from } et { $to } croise dans le dessin le chemin entre { $other-from } et { $other-to } ; les joueurs risquent de mal lire quels lieux sont reliés.
problem-path-through-location = Le chemin entre { $from } et { $to } est dessiné à travers { $id }, qu'il ne relie pas ; les joueurs pourraient les croire reliés.
problem-locations-overlap = { $ids } sont dessinés l'un sur l'autre (à moins de { $spacing } unités) ; écartez-les.
problem-unlisted = Avertissements du type { $kind } non listés : { $n } (les { $shown } premiers le sont).
problem-unlisted-at-least = Avertissements du type { $kind } non listés : au moins { $n } (les { $shown } premiers le sont) ; la carte a trop de chemins pour que la vérification les compte tous.
problem-too-large-locations = La carte a { $n } lieux (bases et QG) ; le moteur joue des cartes d'au plus { $max } lieux, elle ne peut donc pas être jouée.
problem-too-large-regions = La carte a { $n } régions ; le moteur joue des cartes d'au plus { $max } régions, elle ne peut donc pas être jouée.
problem-unplayable = la carte ne peut pas être jouée : { $reason }
problem-impossible-position = la position préparée est impossible : { $reason }

## Les mots de la carte de chaleur (les barres sous les médailles des régions, les bulles des bases)

heat-bar = B { $blue } · R { $red }
heat-tip-held = { $id } : penchant { $lean }, tenue dans { $share } des parties
heat-tip-absent = { $id } : absente de la série
heat-tip-diff = { $id } : B − A { $d }
heat-tip-not-compared = { $id } : non comparée

transform-path = le chemin entre `{ $from }` et `{ $to }`
transform-region = la région `{ $id }`
transform-pattern-star = le modèle `{ $pattern }` doit contenir exactement une `*`
transform-pattern-invalid = le modèle `{ $pattern }` donne des identifiants non valides : utilisez des lettres, des chiffres, `-` ou `_`
transform-patterns-same = les deux modèles sont identiques : les jumeaux auraient le même identifiant
transform-centre-not-finite = le centre du plateau n'est pas un point fini
transform-targets-differ = les objectifs de médailles diffèrent (bleu { $blue }, rouge { $red }) : rendez-les égaux pour une carte symétrique
transform-no-position = `{ $id }` n'a pas de position finie : aucun jumeau créé
transform-twin-taken = le jumeau de `{ $id }` se trouverait là où est `{ $other }`, qui n'est pas un jumeau de son genre (une base demande une base de même marque spéciale et de mêmes forces, un QG un QG de l'autre camp)
transform-path-no-twin = le chemin entre `{ $from }` et `{ $to }` n'a pas de jumeau : une de ses extrémités n'en a pas
transform-region-no-twin = la région `{ $id }` n'a pas de jumeau : une base de son anneau n'en a pas
