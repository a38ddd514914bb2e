# L'application de bureau : menus, barre d'outils, barre d'état, panneaux, outils et dialogues.

## La barre de menus

menu-file = Fichier
menu-edit = Édition
menu-arrange = Disposer
menu-view = Affichage
menu-help = Aide
menu-language = Langue
menu-language-system = Système ({ $language })
menu-undo = Annuler
menu-undo-step = Annuler { $step }
menu-redo = Rétablir
menu-redo-step = Rétablir { $step }
menu-select-all = Tout sélectionner
menu-delete-selection = Supprimer la sélection
menu-fit = Ajuster la carte à la fenêtre
menu-show-grid = Afficher la grille ({ $key })
menu-snap = Aimanter à la grille ({ $key })
menu-grid-step = Pas de la grille
menu-show-ids = Afficher les identifiants ({ $key })
menu-dark-theme = Thème sombre
menu-new = Nouveau
menu-open = Ouvrir…
menu-open-recent = Ouvrir un fichier récent
menu-no-recent = Aucun fichier récent
menu-open-course = Ouvrir un cours…
menu-open-bundled = Ouvrir Castle Field (fourni)
menu-save = Enregistrer
menu-save-as = Enregistrer sous…
menu-save-lesson = Enregistrer la leçon
menu-save-lesson-as = Enregistrer la leçon sous…
menu-export-svg = Exporter en SVG…
menu-export-png = Exporter en PNG…
menu-background = Image de fond…
menu-system-dialogs = Utiliser les dialogues de fichiers du système
menu-quit = Quitter

## Les modes

mode-edit = Éditer la carte
mode-play = Jouer
mode-lesson = Leçon

## La barre d'outils et ses outils

tool-hover = { $what } ({ $key })
tool-select = Sélection
tool-base = Base
tool-path = Chemin
tool-hq = QG
tool-special = Spéciale
tool-region = Région
tool-select-about = Cliquer pour sélectionner, Maj+clic pour ajouter, glisser sur le terrain vide pour sélectionner par cadre, glisser un élément sélectionné pour déplacer la sélection ; les flèches décalent, Suppr efface
tool-base-about = Cliquer sur le terrain vide pour placer une base
tool-path-about = Cliquer base après base pour tracer une chaîne de chemins (Échap, un double clic ou un clic sur le terrain vide la termine), ou glisser d'une base ou d'un QG à un autre
tool-hq-about = Cliquer pour placer un QG du camp choisi ; appuyer de nouveau sur H pour changer de camp
tool-special-about = Cliquer pour placer une base spéciale des règles de la carte ; cliquer sur une base pour la rendre spéciale ou ordinaire
tool-region-about = Cliquer dans une zone fermée par des chemins : son anneau de bases est trouvé pour vous
toolbar-fit = Ajuster
toolbar-fit-hover = Montrer toute la carte (F)
toolbar-zoom-in = Zoom avant (+)
toolbar-zoom-out = Zoom arrière (−)
toolbar-ids = Ids
toolbar-ids-hover = Afficher les identifiants et les noms (I)
toolbar-snap = Aimant
toolbar-snap-hover = Aimanter à la grille (Maj+G)
toolbar-grid = Grille
toolbar-grid-hover = Afficher la grille (G)

## La barre d'état

count-errors = { $n ->
    [one] { $n } erreur
   *[other] { $n } erreurs
}
count-warnings = { $n ->
    [one] { $n } avertissement
   *[other] { $n } avertissements
}
status-unsaved = { $name } • non enregistré
status-nothing-to-undo = Rien à annuler
status-nothing-to-redo = Rien à rétablir
status-renamed = `{ $old }` renommé en `{ $new }` partout

## Les sections du panneau latéral

panel-inspector = Inspecteur
panel-objects = Objets
panel-problems = Problèmes ({ $errors ->
    [one] { $errors } erreur
   *[other] { $errors } erreurs
}, { $warnings ->
    [one] { $warnings } avertissement
   *[other] { $warnings } avertissements
})
panel-facts = Faits de la carte
panel-analysis = Analyse
panel-map = Carte
panel-background = Image de fond
panel-names = Noms dans d'autres langues

## La police CJK

font-cjk-missing = No Chinese font is installed, so Chinese text shows as boxes. Install one (on Debian or Ubuntu: sudo apt install fonts-noto-cjk) and start toyforge again, or choose another language in the Language menu.
font-cjk-dismiss = Fermer

## Dialogues

dialog-ok = OK
dialog-cancel = Annuler
dialog-close = Fermer

## Travail en arrière-plan (parties du labo, vérifications des leçons)
job-cancelling = Annulation… { $what }
job-no-thread = Le travail n’a pas pu commencer : aucun fil d’exécution disponible ({ $error })
job-stopped = Le travail s’est arrêté de façon inattendue
job-cancelled = Annulé avant la fin
job-stop-engine = Arrêter le moteur
job-cancel-check = Annuler la vérification
job-check-cancelled = Vérification annulée : on ne sait pas si ce problème est juste.
job-check-again = Vérifier à nouveau

## Dialogues de fichiers

purpose-open = Ouvrir une carte ou une leçon
purpose-save-as = Enregistrer la carte sous
purpose-save-lesson = Enregistrer la leçon sous
purpose-export-svg = Exporter en SVG
purpose-export-png = Exporter en PNG
purpose-background = Image de fond
purpose-play-start = Partir d'un scénario
purpose-play-save = Enregistrer la partie comme scénario
purpose-compare = Comparer le brouillon à une carte
purpose-open-course = Ouvrir un cours
purpose-open-button = Ouvrir
purpose-save-button = Enregistrer
purpose-start-button = Commencer
purpose-compare-button = Comparer
purpose-export-button = Exporter
purpose-load-image-button = Charger l'image
kind-map-or-scenario = carte ou scénario toyforge
kind-map = carte toyforge
kind-scenario = scénario toyforge
kind-course = cours toyforge
kind-svg = image SVG
kind-png = image PNG
kind-image = image

## Le navigateur de fichiers

browser-no-system-dialog = Aucun dialogue de fichiers du système n'est disponible ici.
browser-system-dialog-open = Un dialogue de fichiers du système est ouvert aussi ; l'un ou l'autre convient.
browser-up = Monter
browser-up-hover = Le dossier parent
browser-places = Emplacements
place-working = Dossier de travail
place-home = Dossier personnel
place-bundled-maps = Cartes fournies
place-bundled-scenarios = Scénarios fournis
place-bundled-courses = Cours fournis
browser-recent-files = Fichiers récents
browser-recent-folders = Dossiers récents
browser-none-yet = Aucun pour l'instant
browser-showing = Dossiers et fichiers de type { $kind } ({ $extensions })
browser-show-all = Afficher tous les fichiers
browser-empty = Aucun dossier ni fichier de ce type ici
browser-path = Chemin
browser-path-hint = un nom de fichier ou un chemin
browser-relative = Un chemin relatif part du dossier affiché, { $folder }

## Modifications non enregistrées et récupération

unsaved-title = Modifications non enregistrées
unsaved-body = « { $name } » a des modifications non enregistrées. Les enregistrer avant { $action ->
    [new_map] de commencer une nouvelle carte
    [open_map] d'ouvrir une autre carte
    [new_lesson] de commencer une nouvelle leçon
    [open_scenario] d'ouvrir un autre scénario
   *[quit] de quitter
} ?
unsaved-save = Enregistrer
unsaved-discard = Abandonner les modifications
recover-no-file = pas encore enregistrée dans un fichier
recover-earlier-session = une session précédente
recover-lesson-title = Récupérer une leçon non enregistrée ?
recover-lesson-body = toyforge s'est fermé avant que la leçon « { $name } » ({ $from }) soit enregistrée. Une copie ({ $age }) est disponible.
recover-lesson-body-untitled = toyforge s'est fermé avant que la leçon ({ $from }) soit enregistrée. Une copie ({ $age }) est disponible.
recover-map-title = Récupérer le travail non enregistré ?
recover-map-body = toyforge s'est fermé sans enregistrer la carte « { $name } » ({ $from }). Une sauvegarde automatique ({ $age }) est disponible.
recover-map-body-untitled = toyforge s'est fermé sans enregistrer la carte ({ $from }). Une sauvegarde automatique ({ $age }) est disponible.
recover-lesson-take = Récupérer la leçon
recover-lesson-drop = Abandonner la copie
recover-map-take = Récupérer
recover-map-drop = Abandonner la sauvegarde
age-minutes = { $n ->
    [one] il y a une minute
   *[other] il y a { $n } minutes
}
age-hours = il y a { $n } heures
age-days = il y a { $n } jours
error-unchanged = Les documents en cours d'édition sont inchangés.
error-open-map = Impossible d'ouvrir la carte
error-load-image = Impossible de charger l'image
error-export = Impossible d'exporter
error-save = Impossible d'enregistrer
error-recover-lesson = Impossible de récupérer la leçon
error-recover-map = Impossible de récupérer la carte
error-open-course = Impossible d'ouvrir le cours
error-recovery-unreadable = Le travail non enregistré n'a pas pu être récupéré
error-recovery-unreadable-body = Ces fichiers de récupération sont illisibles ; ils sont mis de côté, inchangés :
    { $files }
recovery-cannot-read = ne peut pas être lu : { $error }
recovery-cannot-open = ne peut pas être ouvert : { $error }
recovery-symlink = est un lien symbolique, pas un fichier de récupération écrit par toyforge ; il n'a pas été suivi
recovery-not-regular-unopened = n'est pas un fichier ordinaire (un dossier, un tube ou un périphérique) ; il n'a pas été ouvert
recovery-not-regular = n'est pas un fichier ordinaire (un dossier, un tube ou un périphérique)
recovery-not-ours = n'est pas un fichier de récupération écrit par toyforge
recovery-damaged = est endommagé : { $error }
recovery-too-large = dépasse { $mib } Mio
recovery-not-moved = { $reason } ; il n'a pas pu être mis de côté ({ $error })
recovery-write-failed = Impossible d'écrire le fichier de récupération { $file } : { $error }
status-background = Image de fond { $path }
status-exported = { $path } exporté
status-exported-no-text = { $path } exporté sans texte : aucune police trouvée (installer par exemple fonts-dejavu-core)
status-new-map = Nouvelle carte : appuyer sur B et cliquer pour placer des bases
status-opened = { $path } ouvert
status-saved = { $path } enregistré
status-recovered-lesson = Leçon récupérée : ses modifications ne sont pas encore enregistrées.
status-recovered-map = Carte récupérée : l'enregistrer pour la garder
status-recovery-not-removed = Impossible de supprimer le fichier de récupération { $path } : { $error }
status-recovery-off = Récupération après plantage désactivée : impossible d'utiliser { $path } : { $error }
status-course-opened = { $n ->
    [one] Cours { $path } : { $n } leçon
   *[other] Cours { $path } : { $n } leçons
}

## Aide

help-shortcuts = Raccourcis clavier
help-shortcuts-scope = Ceux de l'éditeur de carte ne marchent que là ; les autres marchent dans tous les modes.
help-scope-map-editor = éditeur de carte
shortcuts-tools = Outils
shortcut-new = Nouvelle carte
shortcut-open = Ouvrir une carte ou une leçon
shortcut-save = Enregistrer (dans l'atelier de leçons : la leçon)
shortcut-save-as = Enregistrer sous…
shortcut-export-svg = Exporter la carte en SVG
shortcut-quit = Quitter
shortcut-undo = Annuler
shortcut-redo = Rétablir
shortcut-select-all = Tout sélectionner
shortcut-delete = Supprimer la sélection
shortcut-nudge = Décaler la sélection (d'un pas de grille avec l'aimantation)
shortcut-nudge-far = Décaler la sélection de dix unités
shortcut-cancel = Annuler le geste, sinon vider la sélection
shortcut-select-more = Ajouter à la sélection (ou en retirer)
shortcut-copy = Copier la sélection en texte de carte
shortcut-cut = Couper la sélection
shortcut-paste = Coller des éléments de carte sous le pointeur
shortcut-duplicate = Dupliquer la sélection
shortcut-mirror-h = Refléter la sélection de gauche à droite
shortcut-mirror-v = Refléter la sélection de haut en bas
shortcut-turn-half = Tourner la sélection d'un demi-tour
shortcut-turn-cw = Tourner la sélection d'un quart de tour dans le sens horaire
shortcut-turn-ccw = Tourner la sélection d'un quart de tour dans le sens antihoraire
shortcut-complete-half = Compléter l'autre moitié de la carte
shortcut-align = Aligner les bords gauches, droits, hauts ou bas de la sélection
shortcut-tool-select = Outil de sélection
shortcut-tool-base = Outil base
shortcut-tool-path = Outil chemin
shortcut-tool-hq = Outil QG (de nouveau : l'autre camp)
shortcut-tool-special = Outil base spéciale
shortcut-tool-region = Outil région
shortcut-fit = Ajuster la carte à la fenêtre
shortcut-zoom-in = Zoom avant
shortcut-zoom-out = Zoom arrière
shortcut-grid = Afficher ou masquer la grille
shortcut-snap = Activer ou couper l'aimantation à la grille
shortcut-ids = Afficher ou masquer les identifiants et les noms
shortcut-pan = Faire défiler la vue
shortcut-zoom-pointer = Zoomer autour du pointeur
shortcut-help = Afficher ou masquer cette liste de raccourcis
shortcut-keys-shift-click = Shift+clic
shortcut-keys-pan = Glisser du bouton du milieu ou Espace+glisser
shortcut-keys-wheel = Molette ou pincement
shortcut-keys-or = {" ou "}
shortcut-keys-arrows = Flèches
help-about = À propos de toyforge
help-copy-code = Copier
help-copy-code-hover = Copier le code dans le presse-papiers
about-title = toyforge { $version }
about-description = Éditeur de cartes, moteur de règles, vérificateur de leçons et laboratoire d'équilibrage pour le jeu de plateau Toy Battle
about-licence = Licence : { $licence }
about-help = F1 montre les raccourcis clavier ; le menu Aide contient les guides.
guide-lesson = Écrire une leçon
guide-balance = Équilibrer un champ de bataille
guide-rules = Comment toyforge joue à Toy Battle
guide-notation = La notation des actions
guide-map-format = Le format des cartes
guide-scenario-format = Le format des scénarios
guide-course-format = Le format des cours
guide-publishing = Publier un cours sur le web
guide-limits = Limites

## Le panneau du cours

course-by = par { $author }
course-close = Fermer le cours
course-lesson-hover = { $difficulty ->
    [beginner] débutant
    [intermediate] intermédiaire
   *[advanced] avancé
} · { $n ->
    [one] { $n } étape
   *[other] { $n } étapes
} · { $path }

## Les modifications de la carte

edit-add-special-base = ajout d'une base spéciale
edit-add-base = ajout d'une base
edit-add-hq = ajout d'un QG
edit-add-path = ajout d'un chemin
edit-add-region = ajout d'une région
edit-move = déplacement
edit-delete = { $n ->
    [one] suppression
   *[other] suppression de { $n } éléments
}
edit-rename = renommage en { $new }
edit-change = modification de { $id }
edit-change-meta = modification des propriétés de la carte
edit-local-name = nom de `{ $id }` en { $tag }
edit-drop-language = suppression des noms en { $tag }
edit-re-point = chemin redirigé vers { $from } – { $to }
edit-balance = équilibrer le brouillon ({ $n ->
    [one] une modification
   *[other] { $n } modifications
})
edit-make = { $id } rendue { $kind ->
    [special] spéciale
   *[plain] ordinaire
}
edit-field = { $field ->
    [name] nom
    [position] position
    [allowed] forces permises
    [special] marque spéciale
    [side] camp
    [medals] médailles
    [marker] place de la médaille
   *[ring] anneau
}
edit-set-field = { edit-field } de { $id }
edit-change-fields = { $fields } de { $id }

## La liste des objets, les problèmes et le canevas

objects-search = Rechercher
objects-search-hint = identifiant ou nom
objects-dangling-only = Orphelins seulement
objects-dangling-only-hover = Les chemins et régions qui nomment des identifiants absents de la carte
objects-count = { $n ->
    [one] { $n } élément
   *[other] { $n } éléments
}
objects-count-dangling = { $n ->
    [one] { $n } élément
   *[other] { $n } éléments
}, { $dangling ->
    [one] { $dangling } orphelin
   *[other] { $dangling } orphelins
}
objects-row-dangling = { $item } (orphelin)
objects-dangling-hover = Orphelin : { $why }. Le corriger dans l'inspecteur, ou appuyer sur Suppr.
objects-row-hover = Cliquer pour le sélectionner et le montrer
objects-row-hq = QG { $name } ({ $side })
objects-row-base = Base { $name }
objects-row-special = Base spéciale { $name }
objects-row-path = Chemin { $a } – { $b }
objects-row-region = Région { $name } ({ $medals ->
    [one] { $medals } médaille
   *[other] { $medals } médailles
})
objects-path-lacks = mène à { $missing }, que la carte n'a pas
objects-ring-lacks = son anneau nomme { $missing }, que la carte n'a pas
problems-none = Aucun problème trouvé
problems-whole-map = Concerne toute la carte
problems-select = Cliquer pour sélectionner : { $ids }
canvas-label = Canevas du champ de bataille

## Tracer des chemins en chaîne, compléter l'autre moitié

# $from : l'id de la base ou du QG d'où part le prochain chemin.
tool-path-chain-hint = Chemin depuis `{ $from }` : cliquer la base ou le QG suivant (Échap, un double clic ou un clic sur le terrain vide termine la chaîne)
tool-path-chain-ended = { $n ->
    [one] Chaîne de chemins terminée : 1 chemin tracé
   *[other] Chaîne de chemins terminée : { $n } chemins tracés
}
complete-axis-x = Axe du miroir x
complete-axis-x-hover = La ligne verticale par rapport à laquelle la moitié est reflétée
complete-axis-y = Axe du miroir y
complete-axis-y-hover = La ligne horizontale par rapport à laquelle la moitié est reflétée

## Mode partie : qui joue chaque camp de la partie en cours

play-side-person = { $side } : une personne
play-side-computer = { $side } : l'ordinateur ({ $level })
play-players-changed = À partir de cette position : { $players }.

## La comparaison A/B du laboratoire d'équilibrage

compare-saved-file = le fichier enregistré ({ $file })
compare-title = A : { $a }  ·  B : le brouillon  ·  { $n ->
    [one] { $n } paire
   *[other] { $n } paires
} en { $seconds } s

## Les erreurs de lecture : cartes, leçons et cours illisibles.
load-io = { $file } : impossible de lire le fichier : { $error }
load-at = { $file }:{ $line }:{ $column } : { $message }
load-in-file = { $file } : { $message }
load-in-map = { $error } (la carte du scénario { $scenario })
load-what = { $what ->
    [map] carte
    [scenario] scénario
    [recovery] récupération
   *[course] cours
}
load-too-new = { $file }:{ $line }:{ $column } : ce fichier ({ $what }) a été écrit par un toyforge plus récent (format { $found } ; cette version lit les formats jusqu'à { $supported }) ; mettez toyforge à jour pour l'ouvrir
load-a-folder = c'est un dossier, pas un fichier ; toyforge ne lit que des fichiers ordinaires
load-not-regular = ce n'est pas un fichier ordinaire (un périphérique, un tube ou une prise) ; toyforge ne lit que des fichiers ordinaires
load-too-large = le fichier dépasse { $max } octets, le plus que toyforge lise
load-not-utf8 = le fichier n'est pas du texte UTF-8
load-empty = le fichier est vide ; un fichier de { $what } commence par `(`
load-only-comments = fin de fichier inattendue : le fichier ne contient que des commentaires (est-il tronqué ?) ; un fichier de { $what } commence par `(` après eux
load-not-toyforge = ce n'est pas un fichier de { $what } toyforge : il devrait commencer par `(`
load-cut-short = fin de fichier inattendue : le fichier est tronqué (il manque un `)`, `]` ou `{ "}" }`)
load-parser = { $error }
load-integer-bounds = `{ $field }` : le nombre { $value } est hors limites ; ce champ contient un nombre entier de { $min } à { $max }
load-integer-bounds-here = le nombre { $value } est hors limites ; un nombre entier de { $min } à { $max } est attendu ici
load-rule = { $why }
load-format-zero = `{ $field }` doit valoir 1 ou plus
load-cannot-migrate = ce fichier ({ $what }) au format { $found } ne peut pas être mis au format { $format } : { $why }
load-a-course = c'est un cours (une liste de leçons), pas { $wanted ->
    [map] une carte
   *[lesson] une leçon
} ; un cours se donne à `toyforge check` et `toyforge publish`, et l'éditeur l'ouvre (`toyforge COURS`)
load-a-map = c'est une carte, pas { $wanted ->
    [course] un cours (une liste de leçons) ; vouliez-vous dire `toyforge validate { $file }` ?
   *[lesson] une leçon ; un cours nomme des fichiers de leçon, et une leçon nomme sa carte dans son champ `map`
}
load-a-lesson = c'est une leçon, pas { $wanted ->
    [map] une carte ; une leçon nomme sa carte dans son champ `map`
   *[course] un cours (une liste de leçons) ; vouliez-vous dire `toyforge check { $file }` ? `toyforge publish` prend un cours qui nomme ses leçons
}
load-a-lesson-its-map = c'est une leçon, pas une carte ; vouliez-vous dire sa carte, `{ $map }` ?
load-no-format-field = ce n'est pas un fichier de carte toyforge (il n'a pas de champ `format`)
load-map-refused = sa carte `{ $name }` { $why }
load-map-absolute = est un chemin absolu ; un scénario nomme sa carte par rapport à son propre dossier
load-map-outside = est hors du dossier du scénario et de sa bibliothèque de cartes (un dossier `maps` à côté du scénario ou au-dessus) ; toyforge ne lit la carte d'un scénario que là
load-lesson-refused = la leçon `{ $name }` { $why }
load-lesson-empty-path = est un chemin vide
load-lesson-absolute = est un chemin absolu ; un cours nomme ses leçons par rapport à son propre dossier
load-lesson-parent = sort du dossier du cours (`..`) ; les leçons d'un cours sont dans son dossier ou en dessous
load-lesson-outside = sort du dossier du cours par un lien ; toyforge ne lit les leçons d'un cours que dans son dossier ou en dessous
load-lesson-twice = le même fichier de leçon que { $first } (tous deux sont { $path }) ; un cours prend chaque leçon une seule fois
load-course-too-large = avec cette leçon, les leçons du cours et leurs cartes atteignent { $read } octets ou plus ; toyforge lit au plus { $max } octets pour un cours
load-lesson-at = section { $section }, leçon { $lesson } « { $name } »
load-lesson-at-titled = section { $section } « { $title } », leçon { $lesson } « { $name } »
load-course-lesson = { $course } : { $at } : { $error }
