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
tool-path-about = Glisser d'une base ou d'un QG à un autre (ou cliquer sur l'un, puis sur l'autre)
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

## La police CJK

font-cjk-missing = No Chinese font is installed, so Chinese text shows as boxes. Install one (on Debian or Ubuntu: sudo apt install fonts-noto-cjk) and start toyforge again, or choose another language in the Language menu.
font-cjk-dismiss = Fermer
