<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/about.py" line="+46"/>
        <source>About Mamma Mia!</source>
        <translation>Über Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This edition is free software, released under the MIT licence.</source>
        <translation>Diese Ausgabe ist freie Software, veröffentlicht unter der MIT-Lizenz.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mamma Mia! is a card game by Uwe Rosenberg, published by Abacusspiele. The card art and the texts of this desktop edition are the project&apos;s own.</source>
        <translation>Mamma Mia! ist ein Kartenspiel von Uwe Rosenberg, erschienen bei Abacusspiele. Die Kartenbilder und Texte dieser Desktop-Ausgabe hat das Projekt selbst geschaffen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the About box</source>
        <translation>Das Fenster „Über Mamma Mia!“ schließen</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../mammamia_qt/ui/table/action_bar.py" line="+257"/>
        <source>Waiting…</source>
        <translation>Warten …</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Your turn: nothing to play, so you pass.</source>
        <translation>Du bist dran: du hast nichts zum Ausspielen und passt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: choose ingredients of one kind, maybe an order, then draw.</source>
        <translation>Du bist dran: wähle Zutaten einer Sorte, vielleicht eine Bestellung, dann ziehe nach.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>×{held}  [{key}]</source>
        <translation>×{held}  [{key}]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{ingredient}: {held} in hand (key {key})</source>
        <translation>{ingredient}: {held} auf der Hand (Taste {key})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One card fewer (key −)</source>
        <translation>Eine Karte weniger (Taste −)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card more (key +)</source>
        <translation>Eine Karte mehr (Taste +)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card fewer</source>
        <translation>Eine Karte weniger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card more</source>
        <translation>Eine Karte mehr</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+49"/>
        <source>{ingredient}: {count} of {held} selected</source>
        <translation>{ingredient}: {count} von {held} ausgewählt</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>{ingredient}: {held} in hand</source>
        <translation>{ingredient}: {held} auf der Hand</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Order: {name}</source>
        <translation>Bestellung: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No order</source>
        <translation>Keine Bestellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cycle through your orders (key O)</source>
        <translation>Deine Bestellungen durchblättern (Taste O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no order to place now.</source>
        <translation>Du kannst jetzt keine Bestellung ausspielen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from supply ({n})  [S]</source>
        <translation>Vom Vorrat ziehen ({n})  [S]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from waiter ({n})  [W]</source>
        <translation>Vom Kellner ziehen ({n})  [W]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pass  [Enter]</source>
        <translation>Passen  [Enter]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play without drawing  [Enter]</source>
        <translation>Ausspielen ohne Nachziehen  [Enter]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>order {order} selected</source>
        <translation>Bestellung {order} ausgewählt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{cards} and {order}</source>
        <translation>{cards} und {order}</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+12"/>
        <source>Nothing selected</source>
        <translation>Nichts ausgewählt</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <location filename="../mammamia_qt/ui/table/announce.py" line="+271"/>
        <source>This round&apos;s plays</source>
        <translation>Gespielt in dieser Runde</translation>
    </message>
</context>
<context>
    <name>ArchiveKeeper</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+107"/>
        <source>it is not a game history file</source>
        <translation>sie ist keine Datei des Spielarchivs</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it belongs to another program</source>
        <translation>sie gehört zu einem anderen Programm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged</source>
        <translation>sie ist beschädigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by a newer version of the game</source>
        <translation>sie wurde von einer neueren Version des Spiels geschrieben</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/archive_texts.py" line="+30"/>
        <source>another program is using it</source>
        <translation>ein anderes Programm verwendet sie gerade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game is not allowed to read or change it (no permission)</source>
        <translation>das Spiel darf sie nicht lesen oder ändern (keine Berechtigung)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder stands in its place</source>
        <translation>an ihrer Stelle steht ein Ordner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder cannot be made (a file is in the way)</source>
        <translation>ihr Ordner kann nicht angelegt werden (eine Datei steht im Weg)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file or its disk is read-only</source>
        <translation>die Datei oder ihr Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be opened or written</source>
        <translation>sie kann weder geöffnet noch beschrieben werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be brought up to date</source>
        <translation>sie konnte nicht auf den neuen Stand gebracht werden</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The game history {file} cannot be opened: {reason}.</source>
        <translation>Das Spielarchiv {file} lässt sich nicht öffnen: {reason}.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>it could not be used</source>
        <translation>sie konnte nicht verwendet werden</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>{file} could not be read: {reason}. It was set aside (not deleted) as {aside}, and a new game history was started.</source>
        <translation>{file} konnte nicht gelesen werden: {reason}. Die Datei wurde als {aside} beiseitegelegt (nicht gelöscht), und ein neues Spielarchiv wurde angelegt.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/archive_keeper.py" line="+148"/>
        <source>The game history could not be read</source>
        <translation>Das Spielarchiv konnte nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game history {file} cannot be opened: {reason}. Until this is put right, the games you finish are not kept.</source>
        <translation>Das Spielarchiv {file} lässt sich nicht öffnen: {reason}. Bis das behoben ist, werden die Partien, die du beendest, nicht archiviert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game history cannot be used</source>
        <translation>Das Spielarchiv kann nicht verwendet werden</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The finished game could not be kept in the game history ({file}): {reason}.</source>
        <translation>Die beendete Partie konnte nicht ins Spielarchiv ({file}) aufgenommen werden: {reason}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot keep the game</source>
        <translation>Die Partie kann nicht archiviert werden</translation>
    </message>
</context>
<context>
    <name>AttractPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/attract.py" line="+265"/>
        <source>Demo game</source>
        <translation>Vorführpartie</translation>
    </message>
</context>
<context>
    <name>AutoLevel</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game_auto.py" line="+35"/>
        <source>No person plays at this table: Auto seats play at {level}.</source>
        <translation>An diesem Tisch spielt kein Mensch: Die Auto-Plätze spielen auf Stufe „{level}“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games of yours yet: the computer starts at {level}.</source>
        <translation>Noch keine Spiele von dir: Der Computer beginnt auf Stufe „{level}“.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You won {wins} of your last %n game(s): one seat moves up to {level}.</source>
        <translation>
            <numerusform>Du hast bisher {wins} von %n Spiel gewonnen: Ein Platz steigt auf Stufe „{level}“ auf.</numerusform>
            <numerusform>Du hast {wins} deiner letzten %n Spiele gewonnen: Ein Platz steigt auf Stufe „{level}“ auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won {wins} of your last %n game(s): one seat moves down to {level}.</source>
        <translation>
            <numerusform>Du hast bisher {wins} von %n Spiel gewonnen: Ein Platz geht auf Stufe „{level}“ zurück.</numerusform>
            <numerusform>Du hast {wins} deiner letzten %n Spiele gewonnen: Ein Platz geht auf Stufe „{level}“ zurück.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won {wins} of your last %n game(s): the computer stays at {level}.</source>
        <translation>
            <numerusform>Du hast bisher {wins} von %n Spiel gewonnen: Der Computer bleibt auf Stufe „{level}“.</numerusform>
            <numerusform>Du hast {wins} deiner letzten %n Spiele gewonnen: Der Computer bleibt auf Stufe „{level}“.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CallToAction</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/attract.py" line="-149"/>
        <location line="+10"/>
        <location line="+31"/>
        <source>Tap to play</source>
        <translation>Antippen zum Spielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mamma Mia! – the pizza card game</source>
        <translation>Mamma Mia! – das Pizza-Kartenspiel</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_chart.py" line="+91"/>
        <source>Answered right, per day</source>
        <translation>Richtig beantwortet, pro Tag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy over time</source>
        <translation>Trefferquote im Verlauf</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_panel.py" line="+116"/>
        <source>Answer  [Enter]</source>
        <translation>Antworten  [Enter]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answer</source>
        <translation>Deine Antwort</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/live_coach.py" line="+117"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_tab.py" line="+184"/>
        <location filename="../mammamia_qt/ui/history/coach_texts.py" line="+134"/>
        <source>Memory coach</source>
        <translation>Gedächtnistrainer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New round</source>
        <translation>Neue Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+153"/>
        <source>Next  [Enter]</source>
        <translation>Weiter  [Enter]</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Watch the plays as they go into the oven, then answer from memory.</source>
        <translation>Sieh zu, was in den Ofen kommt, und antworte dann aus dem Gedächtnis.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Press “New round”: a round of a kept game is played out, then you answer from memory.</source>
        <translation>Drück auf „Neue Runde“: Eine Runde einer gespeicherten Partie läuft ab, danach antwortest du aus dem Gedächtnis.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The kept games could not be read ({file}): {reason}</source>
        <translation>Die gespeicherten Partien ließen sich nicht lesen ({file}): {reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game is kept yet: finish a game, then practise with it here.</source>
        <translation>Noch keine Partie gespeichert: Spiel eine Partie zu Ende und übe dann hier damit.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Face up from the round before: {cards}</source>
        <translation>Offen liegen aus der Vorrunde: {cards}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play {n} of {total}</source>
        <translation>Zug {n} von {total}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}: an order, {order}</source>
        <translation>{name}: eine Bestellung, {order}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing to ask about this round: press “New round”.</source>
        <translation>Zu dieser Runde gibt es nichts zu fragen: Drück auf „Neue Runde“.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>New round  [Enter]</source>
        <translation>Neue Runde  [Enter]</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_texts.py" line="-115"/>
        <source>How many {ingredient}, your own ingredient, went into the oven this round?</source>
        <translation>Wie viele Karten „{ingredient}“, deine eigene Zutat, kamen in dieser Runde in den Ofen?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many {ingredient} went into the oven this round?</source>
        <translation>Wie viele Karten „{ingredient}“ kamen in dieser Runde in den Ofen?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many ingredient cards went into the oven this round?</source>
        <translation>Wie viele Zutatenkarten kamen in dieser Runde in den Ofen?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who put the most {ingredient} into the oven this round?</source>
        <translation>Wer hat in dieser Runde die meisten Karten „{ingredient}“ in den Ofen gelegt?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many {ingredient} did {name} put into the oven this round?</source>
        <translation>Wie viele Karten „{ingredient}“ hat {name} in dieser Runde in den Ofen gelegt?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s {order} was the first order into the oven. When it is turned, which ingredient will it be short of?</source>
        <translation>{order} von {name} war die erste Bestellung im Ofen. Welche Zutat wird ihr fehlen, wenn sie aufgedeckt wird?</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>None: it is delivered at once</source>
        <translation>Keine: Sie wird sofort geliefert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More than one</source>
        <translation>Mehr als eine</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Right: {answer}.</source>
        <translation>Richtig: {answer}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite: you said {given}, it was {answer}.</source>
        <translation>Knapp daneben: Du hast {given} gesagt, richtig ist {answer}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None of it was played this round.</source>
        <translation>Davon wurde in dieser Runde nichts gespielt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played: {plays}.</source>
        <translation>Gespielt: {plays}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Face up when it was turned: {columns}. It needs {needs}; short: {short}.</source>
        <translation>Offen, als sie aufgedeckt wurde: {columns}. Sie braucht {needs}; es fehlt: {short}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Level {level} of {top}</source>
        <translation>Stufe {level} von {top}</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/kiosk/idle.py" line="+122"/>
        <source>Still playing? Returning to the demo in %n…</source>
        <translation>
            <numerusform>Spielst du noch? In %n Sekunde geht es zurück zur Vorführung …</numerusform>
            <numerusform>Spielst du noch? In %n Sekunden geht es zurück zur Vorführung …</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am still playing</source>
        <translation>Ich spiele noch</translation>
    </message>
</context>
<context>
    <name>CoverTexts</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+58"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} ist am Zug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{owner} asks for {cards}. Will you help?</source>
        <translation>{owner} bittet um {cards}. Hilfst du?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, no help</source>
        <translation>Nein, keine Hilfe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s {order}: a choice to make.</source>
        <translation>{owner}: Für die {order} ist eine Wahl zu treffen.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{owner}&apos;s {order} needs %n more card(s).</source>
        <translation>
            <numerusform>{owner}: Die {order} braucht noch %n Karte.</numerusform>
            <numerusform>{owner}: Die {order} braucht noch %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s {order} is short of {cards}.</source>
        <translation>{owner}: Der {order} fehlen {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let it go back</source>
        <translation>Zurück an den Kellner</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/crash.py" line="+86"/>
        <source>Something went wrong inside the game: %1</source>
        <translation>Im Spiel ist ein Fehler aufgetreten: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game is saved up to the last move: Continue on the start screen picks it up.</source>
        <translation>Deine Partie ist bis zum letzten Zug gespeichert: „Weiterspielen“ im Startbildschirm setzt sie fort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The details are in %1</source>
        <translation>Die Einzelheiten stehen in %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Something went wrong</source>
        <translation>Ein Fehler ist aufgetreten</translation>
    </message>
</context>
<context>
    <name>DeleteGamesDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_dialogs.py" line="+196"/>
        <source>Tick the games to delete.</source>
        <translation>Hake die Spiele an, die gelöscht werden sollen.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n pizza(s)</source>
        <translation>
            <numerusform>%n Pizza</numerusform>
            <numerusform>%n Pizzen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>won with {pizzas}</source>
        <translation>gewonnen mit {pizzas}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{date} · {result} · {edition} · {names}</source>
        <translation>{date} · {result} · {edition} · {names}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Delete games</source>
        <translation>Spiele löschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games {name} played, newest first. Untick the ones to keep.</source>
        <translation>Die Spiele von {name}, die neuesten zuerst. Nimm den Haken bei denen weg, die bleiben sollen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick all</source>
        <translation>Alle anhaken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick none</source>
        <translation>Keine anhaken</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../mammamia_qt/wording/messages.py" line="+109"/>
        <source>Round {round} begins. {name} starts.</source>
        <translation>Runde {round} beginnt. {name} fängt an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins. You start.</source>
        <translation>Runde {round} beginnt. Du fängst an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins with an empty supply: one lap, drawing only from the waiters.</source>
        <translation>Runde {round} beginnt mit leerem Vorrat: eine Runde lang wird nur vom Kellner gezogen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} puts {count} × {ingredient} into the oven.</source>
        <translation>{name} legt {count} × {ingredient} in den Ofen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You put {count} × {ingredient} into the oven.</source>
        <translation>Du legst {count} × {ingredient} in den Ofen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} puts the order {order} into the oven.</source>
        <translation>{name} legt die Bestellung {order} in den Ofen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You put your order {order} into the oven.</source>
        <translation>Du legst deine Bestellung {order} in den Ofen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no ingredient and passes.</source>
        <translation>{name} hat keine Zutat und passt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient and pass.</source>
        <translation>Du hast keine Zutat und passt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no ingredient and sits out.</source>
        <translation>{name} hat keine Zutat und setzt aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient and sit out.</source>
        <translation>Du hast keine Zutat und setzt aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws from the supply: {count}.</source>
        <translation>{name} zieht vom Vorrat: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw from the supply: {count}.</source>
        <translation>Du ziehst vom Vorrat: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws from their waiter: {count}.</source>
        <translation>{name} zieht vom eigenen Kellner: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw from your waiter: {count}.</source>
        <translation>Du ziehst von deinem Kellner: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws the Mamma Mia card.</source>
        <translation>{name} zieht die Mamma-Mia-Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw the Mamma Mia card.</source>
        <translation>Du ziehst die Mamma-Mia-Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The supply is empty: {name} takes the pizzas out of the oven (cards: {count}).</source>
        <translation>Der Vorrat ist leer: {name} holt die Pizzen aus dem Ofen (Karten: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: you take the pizzas out of the oven (cards: {count}).</source>
        <translation>Der Vorrat ist leer: Du holst die Pizzen aus dem Ofen (Karten: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lap is over: {name} takes the pizzas out of the oven (cards: {count}).</source>
        <translation>Die Extrarunde ist vorbei: {name} holt die Pizzen aus dem Ofen (Karten: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lap is over: you take the pizzas out of the oven (cards: {count}).</source>
        <translation>Die Extrarunde ist vorbei: Du holst die Pizzen aus dem Ofen (Karten: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From the oven: {ingredient}, now {count} face up.</source>
        <translation>Aus dem Ofen: {ingredient}, jetzt {count} offen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the oven: {name}&apos;s order {order}.</source>
        <translation>Aus dem Ofen: die Bestellung {order} von {name}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the oven: your order {order}.</source>
        <translation>Aus dem Ofen: deine Bestellung {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chooses {kinds} for the {order}.</source>
        <translation>{name} wählt {kinds} für die {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You choose {kinds} for your {order}.</source>
        <translation>Du wählst {kinds} für deine {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} asks for help with the {order}: {cards}.</source>
        <translation>{name} bittet um Hilfe für die {order}: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You ask for help with your {order}: {cards}.</source>
        <translation>Du bittest um Hilfe für deine {order}: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} does not help.</source>
        <translation>{name} hilft nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not help.</source>
        <translation>Du hilfst nicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} helps {name} with {cards}.</source>
        <translation>{helper} hilft {name} mit {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You help {name} with {cards}.</source>
        <translation>Du hilfst {name} mit {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} helps you with {cards}.</source>
        <translation>{helper} hilft dir mit {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered.</source>
        <translation>Die {order} von {name} ist geliefert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} is delivered.</source>
        <translation>Deine {order} ist geliefert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered with help from {helper}.</source>
        <translation>Die {order} von {name} ist geliefert, mit Hilfe von {helper}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} is delivered with help from {helper}.</source>
        <translation>Deine {order} ist geliefert, mit Hilfe von {helper}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered with your help.</source>
        <translation>Die {order} von {name} ist geliefert, mit deiner Hilfe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} goes back to the waiter: {reason}.</source>
        <translation>Die {order} von {name} geht zurück zum Kellner: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} goes back to your waiter: {reason}.</source>
        <translation>Deine {order} geht zurück zu deinem Kellner: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} is over. Delivered this round: {counts}.</source>
        <translation>Runde {round} ist vorbei. Geliefert in dieser Runde: {counts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. {name} wins.</source>
        <translation>Spielende. {name} gewinnt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. You win!</source>
        <translation>Spielende. Du gewinnst!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. {names} share the win.</source>
        <translation>Spielende. {names} teilen sich den Sieg.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. You share the win with {names}.</source>
        <translation>Spielende. Du teilst dir den Sieg mit {names}.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Round {round} of {rounds} · filling the oven · {name} to play</source>
        <translation>Runde {round} von {rounds} · der Ofen wird gefüllt · {name} ist am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds} · filling the oven · your turn</source>
        <translation>Runde {round} von {rounds} · der Ofen wird gefüllt · du bist am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}: {name} to play.</source>
        <translation>Runde {round} von {rounds}: {name} ist am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}: your turn.</source>
        <translation>Runde {round} von {rounds}: Du bist am Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has the Mamma Mia card.</source>
        <translation>{name} hat die Mamma-Mia-Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the Mamma Mia card.</source>
        <translation>Du hast die Mamma-Mia-Karte.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+102"/>
        <source>Cannot keep the game</source>
        <translation>Die Partie kann nicht gesichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot be saved to {path}: {reason}</source>
        <translation>Die Partie kann nicht in {path} gespeichert werden: {reason}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The last game cannot be continued</source>
        <translation>Die letzte Partie kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+25"/>
        <source>the file is far too large to be a saved game</source>
        <translation>die Datei ist viel zu groß für einen Spielstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged or cut short</source>
        <translation>die Datei ist beschädigt oder unvollständig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it is not text)</source>
        <translation>die Datei ist beschädigt (sie enthält keinen Text)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a saved game of Mamma Mia!</source>
        <translation>es ist kein Spielstand von Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was saved by a newer version of the game</source>
        <translation>er wurde mit einer neueren Version des Spiels gespeichert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged: its moves do not replay</source>
        <translation>die Datei ist beschädigt: ihre Züge lassen sich nicht nachspielen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file does not exist</source>
        <translation>die Datei existiert nicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read</source>
        <translation>die Datei kann nicht gelesen werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a link to a file that does not exist</source>
        <translation>es ist eine Verknüpfung auf eine Datei, die es nicht gibt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a file (but a folder, a pipe or a device)</source>
        <translation>es ist keine Datei (sondern ein Ordner, eine Pipe oder ein Gerät)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading the file took too long</source>
        <translation>das Lesen der Datei hat zu lange gedauert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (its data is nested far too deeply)</source>
        <translation>die Datei ist beschädigt (ihre Daten sind viel zu tief verschachtelt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is damaged (it holds a number that is far too large or not a number)</source>
        <translation>die Datei ist beschädigt (sie enthält eine Zahl, die viel zu groß oder keine Zahl ist)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its version mark is not one this game knows (perhaps a newer version made it)</source>
        <translation>dieses Spiel kennt ihre Versionsangabe nicht (vielleicht stammt sie von einer neueren Version)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file was cut short or edited: its moves do not lead to the saved game</source>
        <translation>die Datei wurde gekürzt oder bearbeitet: ihre Züge führen nicht zur gespeicherten Partie</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is damaged</source>
        <translation>die Datei ist beschädigt</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+21"/>
        <source>{file} could not be loaded: {reason}.</source>
        <translation>{file} konnte nicht geladen werden: {reason}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} could not be loaded: {reason}. It was set aside (not deleted) as {aside}.</source>
        <translation>{file} konnte nicht geladen werden: {reason}. Die Datei wurde (nicht gelöscht, sondern) als {aside} beiseitegelegt.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot save the game</source>
        <translation>Die Partie kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} could not be written: {reason}</source>
        <translation>{file} konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot load the game</source>
        <translation>Die Partie kann nicht geladen werden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save the game</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>Saved games (*.json)</source>
        <translation>Gespeicherte Partien (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load a game</source>
        <translation>Partie laden</translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+80"/>
        <source>Everyone else, please look away.</source>
        <translation>Alle anderen bitte wegschauen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass to {name}</source>
        <translation>Weitergeben an {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {name}: show my cards</source>
        <translation>Ich bin {name}: zeig meine Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show {name}&apos;s cards</source>
        <translation>Karten von {name} zeigen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the screen to {name}</source>
        <translation>Bildschirm an {name} weitergeben</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-68"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On phones</source>
        <translation>Auf Handys</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/games_list.py" line="+151"/>
        <source>&amp;Find a player:</source>
        <translation>Spieler &amp;finden:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a player</source>
        <translation>Spieler finden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>Ö&amp;ffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the selected game (Enter)</source>
        <translation>Die gewählte Partie noch einmal ansehen (Eingabe)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Löschen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget the selected games (Delete)</source>
        <translation>Die gewählten Partien vergessen (Entf)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game is kept yet.
Every game played to its end is kept here, to be replayed.</source>
        <translation>Noch keine Partie aufbewahrt.
Jede zu Ende gespielte Partie landet hier und lässt sich noch einmal ansehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kept games</source>
        <translation>Aufbewahrte Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finished</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (★ won)</source>
        <translation>Spieler (★ gewonnen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas</source>
        <translation>Pizzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Forget the selected games ({count})? This cannot be undone.</source>
        <translation>Die gewählten Partien ({count}) vergessen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete games</source>
        <translation>Partien löschen</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../mammamia_qt/ui/history/history_page.py" line="+105"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the title screen (Esc)</source>
        <translation>Zurück zum Startbildschirm (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The game archive {file} cannot be read: {why}</source>
        <translation>Das Partienarchiv {file} lässt sich nicht lesen: {why}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game {id} cannot be replayed: {why}</source>
        <translation>Partie {id} lässt sich nicht abspielen: {why}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no data folder</source>
        <translation>es gibt keinen Datenordner</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The games could not be deleted: {why}</source>
        <translation>Die Partien ließen sich nicht löschen: {why}</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/how_to_play.py" line="+189"/>
        <location line="+3"/>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (1999)</source>
        <translation>Classic (1999)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus (2009)</source>
        <translation>Plus (2009)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/window_menus.py" line="+143"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Main menu</source>
        <translation>&amp;Hauptmenü</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>&amp;Laden …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>Spiel&amp;regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Guided first game</source>
        <translation>&amp;Geführtes erstes Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guided game: &amp;helping (Plus)</source>
        <translation>Geführtes Spiel: Hel&amp;fen (Plus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Mamma Mia!</source>
        <translation>Über &amp;Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;coreboard</source>
        <translation>&amp;Punktetafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip reveal</source>
        <translation>Aufdecken &amp;überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound</source>
        <translation>Ton &amp;aus</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_pages.py" line="+439"/>
        <source>An unfinished game is waiting. A new game takes its place, in the autosave too: Continue will then resume the new game, not that one.</source>
        <translation>Ein unfertiges Spiel wartet. Ein neues Spiel tritt an seine Stelle, auch in der automatischen Speicherung: Weiterspielen setzt dann das neue Spiel fort, nicht jenes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Continue that game</source>
        <translation>Jenes Spiel fortsetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game</source>
        <translation>Neues Spiel beginnen</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Leave this game?</source>
        <translation>Diese Partie verlassen?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game you start or load now takes the place of this one, in the autosave too: Continue will then resume that game, not this one.

To keep this game, choose No and save it with {path} first.</source>
        <translation>Die Partie, die du jetzt startest oder lädst, tritt an die Stelle dieser Partie, auch in der automatischen Sicherung: „Weiterspielen“ setzt danach jene Partie fort, nicht diese.

Wenn du diese Partie behalten willst, wähle „Nein“ und speichere sie vorher über {path} ab.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/window_menus.py" line="-22"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation &amp;speed</source>
        <translation>Animations&amp;tempo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>Sprac&amp;he</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/main_window.py" line="+100"/>
        <source>Game saved: {file}</source>
        <translation>Partie gespeichert: {file}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../mammamia_qt/wording/card_names.py" line="+16"/>
        <source>Pineapple</source>
        <translation>Ananas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Olive</source>
        <translation>Oliven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pepper</source>
        <translation>Peperoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mushroom</source>
        <translation>Pilze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Salami</source>
        <translation>Salami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shrimp</source>
        <translation>Shrimps</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pizza Normale</source>
        <translation>Pizza Normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Bombastica</source>
        <translation>Pizza Bombastica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Monotoni</source>
        <translation>Pizza Monotoni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Minimale</source>
        <translation>Pizza Minimale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Ghiottona</source>
        <translation>Pizza Ghiottona</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monotoni junior</source>
        <translation>Monotoni junior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minipizza</source>
        <translation>Minipizza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Mamma Mia</source>
        <translation>Pizza Mamma Mia</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Braun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>or</source>
        <translation>oder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-39"/>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus</source>
        <translation>Plus</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/wording/card_names.py" line="+6"/>
        <source>{count} × {ingredient}</source>
        <translation>{count} × {ingredient}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+173"/>
        <source>{name} has no ingredient and places an order</source>
        <translation>{name} hat keine Zutat und spielt eine Bestellung aus</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has no ingredient and passes</source>
        <translation>{name} hat keine Zutat und passt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {count} × {ingredient} and an order</source>
        <translation>{name}: {count} × {ingredient} und eine Bestellung</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {count} × {ingredient}</source>
        <translation>{name}: {count} × {ingredient}</translation>
    </message>
</context>
<context>
    <name>NamesDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_dialogs.py" line="-67"/>
        <source>Tick at least one name.</source>
        <translation>Hake mindestens einen Namen an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the name to keep.</source>
        <translation>Gib den Namen ein, der bleiben soll.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a new name, or tick more names to merge.</source>
        <translation>Gib einen neuen Namen ein oder hake weitere Namen zum Zusammenführen an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Rename or merge names</source>
        <translation>Namen ändern oder zusammenführen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the names that belong to one player and type the name to keep. Their games then count for that name.</source>
        <translation>Hake die Namen an, die zu einer Person gehören, und gib den Namen ein, der bleiben soll. Ihre Spiele zählen dann für diesen Namen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name to keep:</source>
        <translation>Name, der bleibt:</translation>
    </message>
</context>
<context>
    <name>NarrationView</name>
    <message>
        <location filename="../mammamia_qt/ui/table/narration.py" line="+297"/>
        <source>Table narration</source>
        <translation>Tischgeschehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table narration, last lines</source>
        <translation>Tischgeschehen, letzte Zeilen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Escape or L to go back to the table.</source>
        <translation>Mit Escape oder L geht es zurück zum Tisch.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location line="-220"/>
        <source>Supply: {count}.</source>
        <translation>Vorrat: {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand: {cards}; your orders: {orders}.</source>
        <translation>Deine Hand: {cards}; deine Bestellungen: {orders}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over.</source>
        <translation>Spielende.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} of {rounds}: taking the pizzas out, {count} left in the oven; face up: {columns}.</source>
        <translation>Runde {round} von {rounds}: Die Pizzen werden aus dem Ofen geholt, noch {count} im Ofen; offen: {columns}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have {hand} in hand, {waiter} in the waiter, {delivered} delivered.</source>
        <translation>Du hast {hand} auf der Hand, {waiter} beim Kellner, {delivered} geliefert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: {hand} in hand, {waiter} in the waiter, {delivered} delivered.</source>
        <translation>{name}: {hand} auf der Hand, {waiter} beim Kellner, {delivered} geliefert.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Oven: {count} cards, on top: {top}.</source>
        <translation>Ofen: {count} Karten, oben: {top}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game.py" line="+79"/>
        <source>Name of seat {n}</source>
        <translation>Name auf Platz {n}</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+31"/>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour of seat {n}</source>
        <translation>Farbe auf Platz {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {n}</source>
        <translation>Wer spielt auf Platz {n}</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic (1999): 2 to 5 players</source>
        <translation>Classic (1999): 2 bis 5 Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus (2009): 2 to 6 players, shrimp and helping</source>
        <translation>Plus (2009): 2 bis 6 Spieler, Shrimps und Helfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played by</source>
        <translation>Gespielt von</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Add a player</source>
        <translation>Spieler hinzufügen</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>Remove a player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (clockwise)</source>
        <translation>Spieler (im Uhrzeigersinn)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ingredients optional (Czech reading)</source>
        <translation>Zutaten freiwillig (tschechische Regel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw fewer cards (Czech reading)</source>
        <translation>Weniger Karten ziehen (tschechische Regel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia card in the deal (Dutch rules)</source>
        <translation>Mamma-Mia-Karte beim Austeilen (niederländische Regel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Helping</source>
        <translation>Helfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory aid</source>
        <translation>Gedächtnisstütze</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn may skip putting ingredients into the oven.</source>
        <translation>In einem Zug muss man keine Zutat in den Ofen legen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the end of a turn, draw any number of cards from one up to the limit.</source>
        <translation>Am Ende des Zuges beliebig viele Karten ziehen, von einer bis zum Limit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Mamma Mia card is shuffled in before dealing; whoever gets it lays it out and draws again.</source>
        <translation>Die Mamma-Mia-Karte wird vor dem Austeilen eingemischt; wer sie erhält, legt sie aus und zieht nach.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show everything played into the oven this round, not only the top card.</source>
        <translation>Alles anzeigen, was in dieser Runde in den Ofen kam, nicht nur die oberste Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting player:</source>
        <translation>Startspieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Start the game</source>
        <translation>Spiel starten</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Two players always play without helping.</source>
        <translation>Zu zweit wird immer ohne Helfen gespielt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player short of ingredients may ask the others; a helper scores a bonus order.</source>
        <translation>Wem Zutaten fehlen, darf die anderen fragen; wer hilft, bekommt eine Bestellung gutgeschrieben.</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n round(s). Hands of {hand} cards; the holder of the Mamma Mia card opens the oven. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%n Runde. {hand} Karten auf der Hand; wer die Mamma-Mia-Karte hat, holt die Pizzen aus dem Ofen. Wer die meisten Pizzen liefert, gewinnt.</numerusform>
            <numerusform>%n Runden. {hand} Karten auf der Hand; wer die Mamma-Mia-Karte hat, holt die Pizzen aus dem Ofen. Wer die meisten Pizzen liefert, gewinnt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n round(s). Hands of {hand} cards, drawing at most {most} at a time. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%n Runde. {hand} Karten auf der Hand, höchstens {most} auf einmal nachziehen. Wer die meisten Pizzen liefert, gewinnt.</numerusform>
            <numerusform>%n Runden. {hand} Karten auf der Hand, höchstens {most} auf einmal nachziehen. Wer die meisten Pizzen liefert, gewinnt.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw at random</source>
        <translation>Auslosen</translation>
    </message>
</context>
<context>
    <name>Oven</name>
    <message>
        <location filename="../mammamia_qt/ui/table/oven.py" line="+33"/>
        <source>Supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>To reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oven</source>
        <translation>Ofen</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <location filename="../mammamia_qt/phones/strings.py" line="+18"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting to the table…</source>
        <translation>Verbinde mit dem Tisch …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost. Reconnecting…</source>
        <translation>Verbindung verloren. Verbinde neu …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer works. Scan the new code on the table.</source>
        <translation>Dieser Link gilt nicht mehr. Scanne den neuen Code am Tisch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat was opened on another device.</source>
        <translation>Dein Platz wurde auf einem anderen Gerät geöffnet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This seat is open on another device.</source>
        <translation>Dieser Platz ist auf einem anderen Gerät geöffnet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on this device</source>
        <translation>Auf diesem Gerät spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to my seat</source>
        <translation>Zurück zu meinem Platz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the oven</source>
        <translation>Oben auf dem Ofen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oven is empty</source>
        <translation>Der Ofen ist leer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 more: tap to go on</source>
        <translation>Noch %1: tippen, um weiterzugehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your orders</source>
        <translation>Deine Bestellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No order in hand</source>
        <translation>Keine Bestellung auf der Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiter: %1</source>
        <translation>Kellner: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered: %1</source>
        <translation>Geliefert: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %2</source>
        <translation>Runde %1 von %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn</source>
        <translation>%1 ist dran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is deciding…</source>
        <translation>%1 entscheidet …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decision</source>
        <translation>Deine Entscheidung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap ingredients of one kind to put into the oven.</source>
        <translation>Tippe Zutaten einer Sorte an, die in den Ofen sollen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add an order (optional):</source>
        <translation>Eine Bestellung dazu (freiwillig):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No order</source>
        <translation>Keine Bestellung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the supply</source>
        <translation>Spielen, %1 vom Vorrat ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the waiter</source>
        <translation>Spielen, %1 vom Kellner ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw nothing</source>
        <translation>Spielen, nichts ziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No ingredient: pass</source>
        <translation>Keine Zutat: passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the ingredients for your %1:</source>
        <translation>Wähle die Zutaten für deine %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add %1 from your hand to deliver your %2?</source>
        <translation>%1 aus deiner Hand dazulegen, um deine %2 zu liefern?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 is short of %2. Ask the others for help?</source>
        <translation>Deiner %1 fehlt %2. Die anderen um Hilfe bitten?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for %1</source>
        <translation>Um %1 bitten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not ask</source>
        <translation>Nicht fragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks you for %2 for their %3. Help?</source>
        <translation>%1 bittet dich um %2 für die %3. Helfen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Helfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not help</source>
        <translation>Nicht helfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Nein</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards of any kind</source>
        <translation>%1 Karten beliebiger Sorte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the table…</source>
        <translation>Warte auf den Tisch …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now. Nothing was changed.</source>
        <translation>Das geht gerade nicht. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table did not understand that. Nothing was changed.</source>
        <translation>Der Tisch hat das nicht verstanden. Nichts wurde geändert.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>Du gewinnst!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oven: %1 cards</source>
        <translation>Ofen: %1 Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply: %1</source>
        <translation>Vorrat: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face up:</source>
        <translation>Offen:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards</source>
        <translation>%1 Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone</source>
        <translation>Warte auf das Handy von %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 delivered a %2</source>
        <translation>%1 liefert eine %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 goes back to the waiter</source>
        <translation>Die %2 von %1 geht zurück an den Kellner</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Enter the code shown on the table</source>
        <translation>Gib den Code ein, der am Tisch steht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Mitspielen</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>In the oven from the last round: %1</source>
        <translation>Aus der letzten Runde im Ofen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the win!</source>
        <translation>%1 gewinnen gemeinsam!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You share the win with %1!</source>
        <translation>Du gewinnst gemeinsam mit %1!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie-break: %1 tied on pizzas delivered (%2 each). %3 wins with the most ingredient cards left in hand.</source>
        <translation>Gleichstand: %1 haben gleich viele Pizzen geliefert (je %2). %3 gewinnt mit den meisten Zutatenkarten auf der Hand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie-break: %1 tied on pizzas delivered (%2 each) and on ingredient cards left in hand (%3 each), so they share the win.</source>
        <translation>Gleichstand: %1 haben gleich viele Pizzen geliefert (je %2) und gleich viele Zutatenkarten auf der Hand (je %3) – sie gewinnen gemeinsam.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most pizzas delivered: %1</source>
        <translation>Die meisten gelieferten Pizzen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left: %1</source>
        <translation>Karten übrig: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vibrate when it is my turn</source>
        <translation>Vibrieren, wenn ich dran bin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link or code is not valid (any more). Scan the code on the table again or type it in.</source>
        <translation>Dieser Link oder Code ist (nicht mehr) gültig. Scanne den Code auf dem Tisch noch einmal oder tippe ihn ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too many wrong codes. Wait a minute, then try again.</source>
        <translation>Zu viele falsche Codes. Warte eine Minute und versuche es dann noch einmal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>Code eintippen</translation>
    </message>
</context>
<context>
    <name>PhonePanel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/phone_panel.py" line="+192"/>
        <source>The phones cannot be reached: {reason}</source>
        <translation>Die Handys sind nicht erreichbar: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s phone is lost: the computer plays until it is back</source>
        <translation>{name}s Handy ist weg: Der Computer spielt, bis es zurück ist</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s phone is lost ({seconds} s)</source>
        <translation>{name}s Handy ist weg ({seconds} s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {name}&apos;s phone</source>
        <translation>Warte auf das Handy von {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is deciding…</source>
        <translation>{name} entscheidet …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s phone is connected</source>
        <translation>Das Handy von {name} ist verbunden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Phones</source>
        <translation>Handys</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Scan with the phone&apos;s camera</source>
        <translation>Mit der Handykamera scannen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or open {url} and type {code}</source>
        <translation>oder öffne {url} und gib {code} ein</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hide the link</source>
        <translation>Link verbergen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the link</source>
        <translation>Link zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows this seat&apos;s code for its phone to scan again</source>
        <translation>Zeigt den Code dieses Platzes, damit das Handy ihn erneut scannen kann</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New link</source>
        <translation>Neuer Link</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give this seat to another phone; the old link stops working at once</source>
        <translation>Diesen Platz einem anderen Handy geben; der alte Link gilt sofort nicht mehr</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer plays until the phone is back</source>
        <translation>Computer spielt, bis das Handy zurück ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer plays</source>
        <translation>Computer spielt</translation>
    </message>
</context>
<context>
    <name>PinPad</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/pin_pad.py" line="+61"/>
        <location line="+25"/>
        <location line="+49"/>
        <location line="+1"/>
        <source>Operator PIN</source>
        <translation>Betreiber-PIN</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+40"/>
        <source>Erase a digit</source>
        <translation>Eine Ziffer löschen</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+40"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+38"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Leave kiosk mode</source>
        <translation>Kiosk-Modus verlassen</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Quit the game</source>
        <translation>Spiel beenden</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+11"/>
        <source>Operator</source>
        <translation>Betreiber</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No operator PIN is set. Set kiosk/pin in the configuration file to unlock kiosk mode.</source>
        <translation>Es ist keine Betreiber-PIN gesetzt. Trage kiosk/pin in die Konfigurationsdatei ein, um den Kiosk-Modus zu entsperren.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+76"/>
        <source>Enter the operator PIN.</source>
        <translation>Gib die Betreiber-PIN ein.</translation>
    </message>
    <message numerus="yes">
        <location line="-36"/>
        <source>Wrong PIN. %n more try(s) before the pad locks for a while.</source>
        <translation>
            <numerusform>Falsche PIN. Noch %n Versuch, dann ist die Eingabe eine Weile gesperrt.</numerusform>
            <numerusform>Falsche PIN. Noch %n Versuche, dann ist die Eingabe eine Weile gesperrt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Locked: try again in %n s.</source>
        <translation>
            <numerusform>Gesperrt: nächster Versuch in %n Sekunde.</numerusform>
            <numerusform>Gesperrt: nächster Versuch in %n Sekunden.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/prompts.py" line="+175"/>
        <source>Your {order}: choose</source>
        <translation>Deine {order}: wähle</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Help {name} with {cards}?</source>
        <translation>{name} mit {cards} helfen?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You do not hold all of these cards, so you cannot help.</source>
        <translation>Du hast nicht alle diese Karten und kannst daher nicht helfen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hand over these cards; your waiter&apos;s top order counts as delivered.</source>
        <translation>Du gibst diese Karten ab; die oberste Bestellung deines Kellners gilt als geliefert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes, help  [Y]</source>
        <translation>Ja, helfen  [Y]</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+58"/>
        <source>No  [N]</source>
        <translation>Nein  [N]</translation>
    </message>
    <message>
        <location line="-39"/>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{kinds}  [{key}]</source>
        <translation>{kinds}  [{key}]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{kinds} (key {key})</source>
        <translation>{kinds} (Taste {key})</translation>
    </message>
    <message>
        <location line="+184"/>
        <source>Ask the others for {cards}  [{key}]</source>
        <translation>Die anderen um {cards} bitten  [{key}]</translation>
    </message>
    <message numerus="yes">
        <location line="-136"/>
        <source>Your {order} needs %n more card(s).</source>
        <translation>
            <numerusform>Deine {order} braucht noch %n Karte.</numerusform>
            <numerusform>Deine {order} braucht noch %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your {order} is short of {cards}.</source>
        <translation>Deiner {order} fehlen {cards}.</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+23"/>
        <source>Your hand cannot make it up.</source>
        <translation>Mit deiner Hand kannst du das nicht ergänzen.</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>Your {order} needs %n more card(s). Add which from your hand?</source>
        <translation>
            <numerusform>Deine {order} braucht noch %n Karte. Welche legst du von der Hand dazu?</numerusform>
            <numerusform>Deine {order} braucht noch %n Karten. Welche legst du von der Hand dazu?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add them  [Y]</source>
        <translation>Dazulegen  [Y]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t  [N]</source>
        <translation>Lieber nicht  [N]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add {cards} from your hand  [Y]</source>
        <translation>{cards} von der Hand dazulegen  [Y]</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Let it go back  [N]</source>
        <translation>Zurück an den Kellner  [N]</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Your {order} needs %n more card(s). Ask the others for help?</source>
        <translation>
            <numerusform>Deine {order} braucht noch %n Karte. Die anderen um Hilfe bitten?</numerusform>
            <numerusform>Deine {order} braucht noch %n Karten. Die anderen um Hilfe bitten?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {order} is short of {cards}. Ask the others for help?</source>
        <translation>Deiner {order} fehlen {cards}. Die anderen um Hilfe bitten?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Don&apos;t ask  [N]</source>
        <translation>Nicht fragen  [N]</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Pick exactly the missing number of cards from your hand.</source>
        <translation>Wähle genau so viele Karten von der Hand, wie fehlen.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ask for part of what is missing; your own hand must cover the rest.</source>
        <translation>Bitte um einen Teil dessen, was fehlt; den Rest musst du selbst von der Hand legen.</translation>
    </message>
</context>
<context>
    <name>QuickStartPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/quick_start.py" line="+184"/>
        <source>{language} is not available yet.</source>
        <translation>{language} ist noch nicht verfügbar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player {n}</source>
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{n}: Human</source>
        <translation>{n}: Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}: Phone</source>
        <translation>{n}: Handy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}: Computer</source>
        <translation>{n}: Computer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Ausgabe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays</source>
        <translation>Wer spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the last game</source>
        <translation>Letzte Partie fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the demo</source>
        <translation>Zurück zur Vorführung</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+13"/>
        <source>It is not your turn to act.</source>
        <translation>Du bist gerade nicht an der Reihe.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a move of this game.</source>
        <translation>Das ist kein Zug in diesem Spiel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>Die Partie ist vorbei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No decision is open now: it is a turn of phase 1.</source>
        <translation>Gerade ist keine Entscheidung offen: es läuft ein Zug der ersten Phase.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That choice is not open: a joker cannot be your personal ingredient, and a Minimale takes the kind with the fewest face-up cards.</source>
        <translation>Diese Wahl ist nicht möglich: der Joker darf nicht deine eigene Zutat sein, und eine Minimale nimmt die Zutat mit den wenigsten ausliegenden Karten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can only add exactly the missing cards from your hand.</source>
        <translation>Du kannst nur genau die fehlenden Karten von der Hand dazulegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask for part of what is missing; your own hand must cover the rest.</source>
        <translation>Bitte um einen Teil dessen, was fehlt; den Rest musst du selbst von der Hand legen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not an answer to the request for help.</source>
        <translation>Das ist keine Antwort auf die Bitte um Hilfe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put at least one ingredient into the oven.</source>
        <translation>Lege mindestens eine Zutat in den Ofen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pass plays no ingredient.</source>
        <translation>Wer passt, spielt keine Zutat aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient to play.</source>
        <translation>Du hast keine Zutat zum Ausspielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only play ingredients you hold.</source>
        <translation>Du kannst nur Zutaten ausspielen, die du auf der Hand hast.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can only play an order you hold.</source>
        <translation>Du kannst nur eine Bestellung ausspielen, die du auf der Hand hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without ingredients you sit out and place no order.</source>
        <translation>Ohne Zutaten setzt du aus und spielst keine Bestellung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without ingredients you pass and place no order.</source>
        <translation>Ohne Zutaten passt du und spielst keine Bestellung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your waiter is empty: draw from the supply.</source>
        <translation>Dein Kellner ist leer: ziehe vom Vorrat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: draw from your waiter.</source>
        <translation>Der Vorrat ist leer: ziehe vom Kellner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the supply or from your waiter.</source>
        <translation>Ziehe vom Vorrat oder vom Kellner.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must draw while a stack can give you a card.</source>
        <translation>Du musst ziehen, solange ein Stapel noch Karten hat.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot draw that many cards now.</source>
        <translation>So viele Karten kannst du jetzt nicht ziehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules do not allow that now.</source>
        <translation>Das erlauben die Regeln gerade nicht.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../mammamia_qt/ui/history/captions.py" line="+27"/>
        <source>The cards are dealt</source>
        <translation>Die Karten sind verteilt</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/replay_board.py" line="+266"/>
        <source>Oven</source>
        <translation>Ofen</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Pizzas: {count}</source>
        <translation>Pizzen: {count}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/replay_viewer.py" line="+211"/>
        <source>Back to the list</source>
        <translation>Zurück zur Liste</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+22"/>
        <source>Speed</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>‹ Reveal</source>
        <translation>‹ Aufdecken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal ›</source>
        <translation>Aufdecken ›</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Einen Schritt zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Einen Schritt vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous round</source>
        <translation>Vorige Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next round</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous reveal</source>
        <translation>Voriges Aufdecken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next reveal</source>
        <translation>Nächstes Aufdecken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause</source>
        <translation>Abspielen oder anhalten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step {step} of {steps}</source>
        <translation>Schritt {step} von {steps}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay of {date}</source>
        <translation>Partie vom {date}</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/results.py" line="+46"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location line="+134"/>
        <source>Final standings</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main menu</source>
        <translation>Hauptmenü</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} share the win!</source>
        <translation>{names} gewinnen gemeinsam!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tie-break: {tied} tied on pizzas delivered ({count} each). {name} wins with the most ingredient cards left in hand.</source>
        <translation>Gleichstand: {tied} haben gleich viele Pizzen geliefert (je {count}). {name} gewinnt mit den meisten Zutatenkarten auf der Hand.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tie-break: {tied} tied on pizzas delivered ({count} each) and on ingredient cards left in hand ({hand} each), so they share the win.</source>
        <translation>Gleichstand: {tied} haben gleich viele Pizzen geliefert (je {count}) und gleich viele Zutatenkarten auf der Hand (je {hand}) – sie gewinnen gemeinsam.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Most pizzas delivered: %n</source>
        <translation>
            <numerusform>Die meisten gelieferten Pizzen: %n</numerusform>
            <numerusform>Die meisten gelieferten Pizzen: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {count}</source>
        <translation>{name}: {count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ingredient cards left in hand: {counts}</source>
        <translation>Zutatenkarten auf der Hand: {counts}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Equal counts of pizzas are ranked by the ingredient cards left in hand (Cards left).</source>
        <translation>Bei gleich vielen Pizzen entscheiden die übrigen Zutatenkarten auf der Hand über den Platz (Karten übrig).</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <location filename="../mammamia_qt/wording/card_names.py" line="+17"/>
        <source>not completed</source>
        <translation>nicht vervollständigt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its forbidden ingredient is face up</source>
        <translation>ihre verbotene Zutat liegt aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no kind can be its Minimale</source>
        <translation>keine Zutat taugt als Minimale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody helped</source>
        <translation>niemand hat geholfen</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/reveal.py" line="+104"/>
        <source>Used</source>
        <translation>Verbraucht</translation>
    </message>
</context>
<context>
    <name>RoundHistoryModel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/round_history.py" line="+77"/>
        <source>+{delivered} = {total}</source>
        <translation>+{delivered} = {total}</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Round {number}: {name} delivered %n pizza(s), {total} in all after it</source>
        <translation>
            <numerusform>Runde {number}: {name} hat %n Pizza geliefert, danach {total} insgesamt</numerusform>
            <numerusform>Runde {number}: {name} hat %n Pizzen geliefert, danach {total} insgesamt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/round_summary.py" line="+78"/>
        <source>Round {n} is over</source>
        <translation>Runde {n} ist vorbei</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delivered</source>
        <translation>Geliefert</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Returned</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In total</source>
        <translation>Insgesamt</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name}: delivered {d}, returned {r}, {t} in total</source>
        <translation>{name}: {d} geliefert, {r} zurück, insgesamt {t}</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Cards in the supply: %n</source>
        <translation>
            <numerusform>Karten im Vorrat: %n</numerusform>
            <numerusform>Karten im Vorrat: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That was the last round.</source>
        <translation>Das war die letzte Runde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the results</source>
        <translation>Zum Ergebnis</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round {n} begins with {name}.</source>
        <translation>Runde {n} beginnt mit {name}.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Start round {n}</source>
        <translation>Runde {n} starten</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing stays in the oven: the next round starts empty.</source>
        <translation>Im Ofen bleibt nichts liegen: die nächste Runde beginnt leer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Staying face up in the oven for the next round:</source>
        <translation>Bleibt für die nächste Runde offen im Ofen liegen:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count} × {kind}</source>
        <translation>{count} × {kind}</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Round {n} begins with {name}. The supply is empty, so it is one lap: everyone plays one turn and draws from their waiter, then the oven is opened.</source>
        <translation>Runde {n} beginnt mit {name}. Der Vorrat ist leer, also geht es nur einmal reihum: Jeder macht einen Zug und zieht vom Kellner, dann wird der Ofen geöffnet.</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/scoreboard.py" line="+136"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays</source>
        <translation>Spielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiter</source>
        <translation>Kellner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered</source>
        <translation>Geliefert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia</source>
        <translation>Mamma Mia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Karten übrig</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name and colour</source>
        <translation>Name und Farbe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human or computer player, with its level</source>
        <translation>Mensch oder Computer mit seiner Stufe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards in hand</source>
        <translation>Karten auf der Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orders left in the waiter stack</source>
        <translation>Bestellungen im Kellnerstapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas delivered so far</source>
        <translation>Bisher gelieferte Pizzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+84"/>
        <source>Holds the Mamma Mia card</source>
        <translation>Hat die Mamma-Mia-Karte</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Whose turn it is</source>
        <translation>Wer am Zug ist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie-break: on equal pizzas, the most ingredient cards left in hand ranks first</source>
        <translation>Gleichstand: Bei gleich vielen Pizzen liegt vorn, wer die meisten Zutatenkarten auf der Hand hat</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No tie-break needed</source>
        <translation>Kein Gleichstand</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Ingredient cards left in hand: %n</source>
        <translation>
            <numerusform>Zutatenkarten auf der Hand: %n</numerusform>
            <numerusform>Zutatenkarten auf der Hand: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, {colour}, to play</source>
        <translation>{name}, {colour}, ist am Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, {colour}</source>
        <translation>{name}, {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is played by: {kind}</source>
        <translation>{name} wird gespielt von: {kind}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cards in hand: %n</source>
        <translation>
            <numerusform>Karten auf der Hand: %n</numerusform>
            <numerusform>Karten auf der Hand: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Orders in the waiter stack: %n</source>
        <translation>
            <numerusform>Bestellungen im Kellnerstapel: %n</numerusform>
            <numerusform>Bestellungen im Kellnerstapel: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pizzas delivered: %n</source>
        <translation>
            <numerusform>Gelieferte Pizzen: %n</numerusform>
            <numerusform>Gelieferte Pizzen: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Does not hold the Mamma Mia card</source>
        <translation>Hat die Mamma-Mia-Karte nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is to play</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting</source>
        <translation>Wartet</translation>
    </message>
</context>
<context>
    <name>ScoreboardPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/table_page.py" line="+144"/>
        <location line="+1"/>
        <source>Scoreboard</source>
        <translation>Punktetafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Finished rounds</source>
        <translation>Beendete Runden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No round has ended yet.</source>
        <translation>Noch ist keine Runde beendet.</translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-235"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: random</source>
        <translation>KI: zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: beginner</source>
        <translation>KI: Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: intermediate</source>
        <translation>KI: mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: expert</source>
        <translation>KI: Profi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: master</source>
        <translation>KI: Meister</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>Handy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: Auto</source>
        <translation>KI: Auto</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+51"/>
        <source>order being checked</source>
        <translation>Bestellungsprüfung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the pizzas out</source>
        <translation>holt Pizzen heraus</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name} · {colour} · personal ingredient: {ingredient}</source>
        <translation>{name} · {colour} · eigene Zutat: {ingredient}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/tools/sweep/fit_checks.py" line="+273"/>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="-100"/>
        <source>thinking…</source>
        <translation>überlegt …</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+6"/>
        <source>to play</source>
        <translation>ist am Zug</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiter</source>
        <translation>Kellner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delivered</source>
        <translation>geliefert</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/settings.py" line="+35"/>
        <location line="+170"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+147"/>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>AI pace</source>
        <translation>Tempo der KI</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>How long computer players take before they play</source>
        <translation>Wie lange Computerspieler überlegen, bevor sie spielen</translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>Start in fullscreen</source>
        <translation>Im Vollbild starten</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+144"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+144"/>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+144"/>
        <source>AI pace:</source>
        <translation>Tempo der KI:</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+145"/>
        <source>A lost phone&apos;s seat to the computer after:</source>
        <translation>Platz eines verlorenen Handys an den Computer nach:</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+152"/>
        <source>Memory coach: a question at each reveal</source>
        <translation>Gedächtnistrainer: eine Frage bei jeder Auswertung</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>{volume} %</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looks</source>
        <translation>Aussehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme:</source>
        <translation>Farbschema:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text size:</source>
        <translation>Schriftgröße:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reduced motion: cards fade instead of flying</source>
        <translation>Weniger Bewegung: Karten blenden über, statt zu fliegen</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>Window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+92"/>
        <source>F11 switches fullscreen at any time.</source>
        <translation>F11 schaltet jederzeit ins Vollbild und zurück.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Start in kiosk mode</source>
        <translation>Im Kiosk-Modus starten</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+57"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Back to the demo after this many idle seconds</source>
        <translation>Nach so vielen Sekunden ohne Eingabe zurück zur Vorführung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the demo when idle for:</source>
        <translation>Zurück zur Vorführung nach:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep the demo&apos;s games in the game history</source>
        <translation>Vorführpartien im Spielarchiv aufbewahren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The operator PIN (kiosk/pin in the configuration file) unlocks kiosk mode.</source>
        <translation>Die Betreiber-PIN (kiosk/pin in der Konfigurationsdatei) entsperrt den Kiosk-Modus.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>When a phone has been lost this long, the table offers to let the computer play its seat</source>
        <translation>Ist ein Handy so lange weg, bietet der Tisch an, seinen Platz vom Computer spielen zu lassen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When one person plays at the screen: before the oven is turned, a question about the round</source>
        <translation>Wenn eine Person am Bildschirm spielt: eine Frage zur Runde, bevor der Ofen umgedreht wird</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound volume</source>
        <translation>Lautstärke der Klänge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mute the sound (M switches it at any time)</source>
        <translation>Ton aus (M schaltet jederzeit um)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound in the demo games (only once someone has touched the screen)</source>
        <translation>Ton in den Vorführpartien (erst nachdem jemand den Bildschirm berührt hat)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game switches at once; every window follows.</source>
        <translation>Das Spiel wechselt sofort; alle Fenster folgen.</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../mammamia_qt/ui/sound.py" line="+328"/>
        <source>Sound off (M turns it on)</source>
        <translation>Ton aus (M schaltet ihn ein)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on</source>
        <translation>Ton an</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+43"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/start_screen.py" line="+61"/>
        <location line="+60"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>The pizza card game of good memory</source>
        <translation>Das Pizza-Kartenspiel für ein gutes Gedächtnis</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+56"/>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>First game</source>
        <translation>Erstes Spiel</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>How to play</source>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+60"/>
        <source>Resume the saved game</source>
        <translation>Die gespeicherte Partie fortsetzen</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+60"/>
        <source>Choose players and rules for a new game</source>
        <translation>Spieler und Regeln für ein neues Spiel wählen</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_charts.py" line="+68"/>
        <location line="+19"/>
        <location filename="../mammamia_qt/ui/history/stats_tab.py" line="+267"/>
        <source>{percent} %</source>
        <translation>{percent} %</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>Won (%)</source>
        <translation>Gewonnen (%)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{category} ({games})</source>
        <translation>{category} ({games})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Won by edition (games)</source>
        <translation>Siege nach Ausgabe (Spiele)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won by number of players (games)</source>
        <translation>Siege nach Spielerzahl (Spiele)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Won against computer players (games)</source>
        <translation>Siege gegen Computerspieler (Spiele)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No games against computer players yet</source>
        <translation>Noch keine Spiele gegen Computerspieler</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-38"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermediate</source>
        <translation>mittel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>Profi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>master</source>
        <translation>Meister</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_charts.py" line="+16"/>
        <source>Pizzas per round, game by game</source>
        <translation>Pizzen pro Runde, Spiel für Spiel</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Games, oldest first</source>
        <translation>Spiele, älteste zuerst</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_tab.py" line="-198"/>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas per game</source>
        <translation>Pizzen pro Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game</source>
        <translation>Bestes Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <location line="+141"/>
        <source>The game archive {path} cannot be read:
{reason}</source>
        <translation>Das Spielarchiv {path} lässt sich nicht lesen:
{reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No finished games are kept yet.
Play a game to the end and its figures appear here.</source>
        <translation>Noch keine beendeten Spiele gespeichert.
Spiel eine Partie zu Ende, dann erscheinen hier ihre Zahlen.</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n pizza(s)</source>
        <translation>
            <numerusform>%n Pizza</numerusform>
            <numerusform>%n Pizzen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Rename “{old}” to “{new}” in %n game(s)?</source>
        <translation>
            <numerusform>„{old}“ in %n Spiel in „{new}“ umbenennen?</numerusform>
            <numerusform>„{old}“ in %n Spielen in „{new}“ umbenennen?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Merge {names} into “{new}”? Their %n game(s) then count for one player.</source>
        <translation>
            <numerusform>{names} zu „{new}“ zusammenführen? Ihr %n Spiel zählt dann für eine Person.</numerusform>
            <numerusform>{names} zu „{new}“ zusammenführen? Ihre %n Spiele zählen dann für eine Person.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}”</source>
        <translation>„{name}“</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename or merge names</source>
        <translation>Namen ändern oder zusammenführen</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Delete %n game(s) for good? Every player&apos;s figures lose them.</source>
        <translation>
            <numerusform>%n Spiel endgültig löschen? Es fehlt dann in den Zahlen aller Spieler.</numerusform>
            <numerusform>%n Spiele endgültig löschen? Sie fehlen dann in den Zahlen aller Spieler.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete games</source>
        <translation>Spiele löschen</translation>
    </message>
    <message>
        <location line="-282"/>
        <location line="+292"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing was changed: the game archive said “{reason}”.</source>
        <translation>Nichts wurde geändert: Das Spielarchiv meldete „{reason}“.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename or merge…</source>
        <translation>Umbenennen oder zusammenführen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete games…</source>
        <translation>Spiele löschen…</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../mammamia_qt/ui/table/director.py" line="+152"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} of {rounds} · taking the pizzas out of the oven</source>
        <translation>Runde {round} von {rounds} · die Pizzen kommen aus dem Ofen</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/card_motions.py" line="+73"/>
        <source>{name}&apos;s order</source>
        <translation>Bestellung von {name}</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>chosen: {kinds}</source>
        <translation>gewählt: {kinds}</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Your order</source>
        <translation>Deine Bestellung</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Delivered!</source>
        <translation>Geliefert!</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Back to the waiter: {reason}</source>
        <translation>Zurück zum Kellner: {reason}</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/table_page.py" line="+90"/>
        <source>Game table</source>
        <translation>Spieltisch</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../mammamia_qt/ui/table/table_widget.py" line="+171"/>
        <source>Skip animations  [Space]</source>
        <translation>Animationen überspringen  [Leertaste]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip animations</source>
        <translation>Animationen überspringen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Pass the device to {name}.</source>
        <translation>Gib das Gerät an {name} weiter.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{owner} asks {name} for help…</source>
        <translation>{owner} bittet {name} um Hilfe …</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is thinking…</source>
        <translation>{name} überlegt …</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/entry.py" line="+79"/>
        <source>Welcome to Mamma Mia!</source>
        <translation>Willkommen bei Mamma Mia!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New to the game? Play a guided first game: a short lesson on the real table that shows you every step, then goes on as a real game.</source>
        <translation>Neu im Spiel? Spiel ein geführtes erstes Spiel: eine kurze Übung am echten Tisch, die dir jeden Schritt zeigt und dann als richtiges Spiel weitergeht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the guided first game</source>
        <translation>Geführtes Spiel starten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not now</source>
        <translation>Jetzt nicht</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/lesson.py" line="+235"/>
        <source>Leave the lesson?</source>
        <translation>Übung verlassen?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lesson ends and this game goes on as a normal game.</source>
        <translation>Die Übung endet, und dieses Spiel geht als normales Spiel weiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="+320"/>
        <source>Leave the lesson</source>
        <translation>Übung verlassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stay in the lesson</source>
        <translation>Weiter üben</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="-298"/>
        <source>Welcome to Mamma Mia! Let&apos;s play your first game together. These are your cards: ingredients, and your order, a pizza you want to bake.</source>
        <translation>Willkommen bei Mamma Mia! Lass uns dein erstes Spiel zusammen spielen. Das sind deine Karten: Zutaten und deine Bestellung, eine Pizza, die du backen möchtest.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the oven. Everyone puts cards into it, but only the top card stays visible. Remember what goes in: that is the whole game!</source>
        <translation>Das ist der Ofen. Alle legen ihre Karten hinein, aber nur die oberste bleibt sichtbar. Merk dir, was hineinkommt: darum geht es im ganzen Spiel!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is your opponent, Luigi. He plays his own orders with the same oven.</source>
        <translation>Das ist dein Gegner Luigi. Er backt seine eigenen Bestellungen im selben Ofen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn! Each turn you put ingredients of one kind into the oven, may add one order, and then draw back up to seven cards.</source>
        <translation>Du bist dran! In jedem Zug legst du Zutaten einer Sorte in den Ofen, darfst eine Bestellung dazulegen und ziehst dann wieder auf sieben Karten auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may draw from the supply (ingredients) or from your waiter (your own orders), never both. This time take ingredients.</source>
        <translation>Du ziehst entweder vom Vorrat (Zutaten) oder von deinem Kellner (deine eigenen Bestellungen), nie von beiden. Diesmal nimm Zutaten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Well done. Keep filling the oven.</source>
        <translation>Gut gemacht. Füll den Ofen weiter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orders are delivered when the ingredients before them are in the oven.</source>
        <translation>Eine Bestellung wird geliefert, wenn die Zutaten dafür vor ihr im Ofen liegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No order left in your hand: just play ingredients.</source>
        <translation>Keine Bestellung mehr auf der Hand: leg einfach Zutaten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew the Mamma Mia card! It now lies by your name, and you drew another card in its place. When the supply runs out, whoever holds it takes the pizzas out of the oven and starts the next round: this time, you.</source>
        <translation>Du hast die Mamma-Mia-Karte gezogen! Sie liegt jetzt bei deinem Namen, und du hast dafür eine andere Karte nachgezogen. Wenn der Vorrat leer ist, holt, wer sie hat, die Pizzen aus dem Ofen und beginnt die nächste Runde: diesmal du.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The supply is empty: the oven is turned over! Its cards are shown one by one, in the order they were played. Ingredients join their columns.</source>
        <translation>Der Vorrat ist leer: Der Ofen wird umgedreht! Seine Karten werden eine nach der anderen aufgedeckt, in der Reihenfolge, in der sie gelegt wurden. Zutaten kommen in ihre Spalten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your order is short of a few ingredients, but you hold them. Complete it from your hand and it is delivered!</source>
        <translation>Deiner Bestellung fehlen ein paar Zutaten, aber du hast sie auf der Hand. Ergänze sie aus deiner Hand, und sie wird geliefert!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This order lets you choose a kind.</source>
        <translation>Bei dieser Bestellung darfst du eine Sorte wählen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short again, and you can cover it: complete it.</source>
        <translation>Wieder fehlt etwas, und du kannst es ergänzen: mach das.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This time your hand cannot cover it: the order goes back under your waiter.</source>
        <translation>Diesmal reicht deine Hand nicht: Die Bestellung kommt zurück unter deinen Kellner.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That was a whole round! What you learned:
• A turn: ingredients of one kind, maybe one order, then draw.
• The oven is shown in the order it was filled: an order takes the ingredients before it.
• Count what goes in: it tells you when an order is worth playing.
• The Mamma Mia card: its holder takes the pizzas out when the supply is empty.
Play on against Luigi (three rounds; the most orders delivered wins), or start a game of your own.</source>
        <translation>Das war eine ganze Runde! Das hast du gelernt:
• Ein Zug: Zutaten einer Sorte, vielleicht eine Bestellung, dann nachziehen.
• Der Ofen wird in der Reihenfolge aufgedeckt, in der er gefüllt wurde: Eine Bestellung nimmt die Zutaten vor ihr.
• Zähl mit, was hineinkommt: So weißt du, wann sich eine Bestellung lohnt.
• Die Mamma-Mia-Karte: Wer sie hat, holt die Pizzen heraus, wenn der Vorrat leer ist.
Spiel weiter gegen Luigi (drei Runden; wer die meisten Bestellungen liefert, gewinnt) oder starte ein eigenes Spiel.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>One more rule for later rounds: the supply is made from the ingredients a reveal used. If a reveal uses none, the next round starts with an empty supply: then everyone plays just one turn (one lap), drawing from the waiter only, and the oven is turned over again.</source>
        <translation>Noch eine Regel für spätere Runden: Der Vorrat entsteht aus den Zutaten, die beim Aufdecken verbraucht wurden. Wird keine verbraucht, beginnt die nächste Runde mit leerem Vorrat: Dann spielt jeder nur einen Zug (eine Runde um den Tisch), zieht nur vom Kellner, und der Ofen wird wieder umgedreht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That was a Plus round with helping! What you learned:
• Short of cards at the reveal? Ask the others for exactly what you miss.
• Helping gives away cards but puts the top card of your waiter on your delivered pile.
• An empty supply at a round&apos;s start means one lap, drawing from the waiter only.
Play on against Luigi and Gina (three rounds; the most orders delivered wins), or start a game of your own.</source>
        <translation>Das war eine Plus-Runde mit Helfen! Das hast du gelernt:
• Fehlen dir beim Aufdecken Karten? Bitte die anderen um genau das, was fehlt.
• Wer hilft, gibt Karten ab, legt aber die oberste Karte seines Kellners auf seine gelieferten.
• Ein leerer Vorrat zu Rundenbeginn heißt: eine Runde um den Tisch, nur vom Kellner ziehen.
Spiel weiter gegen Luigi und Gina (drei Runden; wer die meisten Bestellungen liefert, gewinnt) oder starte ein eigenes Spiel.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>first</source>
        <translation>erste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>zweite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>third</source>
        <translation>dritte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourth</source>
        <translation>vierte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fifth</source>
        <translation>fünfte</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>your order “{order}”</source>
        <translation>deine Bestellung „{order}“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the {nth} of your {count} “{order}” orders from the left (the ringed one)</source>
        <translation>von deinen {count} Bestellungen „{order}“ die {nth} von links (die eingekreiste)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Select {cards} and {order} in your hand, then draw from the supply.</source>
        <translation>Wähle {cards} und {order} auf deiner Hand, dann zieh vom Vorrat.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select {cards} and {order} in your hand, then draw from your waiter.</source>
        <translation>Wähle {cards} und {order} auf deiner Hand, dann zieh von deinem Kellner.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Why now? Count the plays so far: with this turn the oven holds {have}, all that your “{order}” needs, unless an order revealed before it uses them.</source>
        <translation>Warum jetzt? Zähl die bisherigen Züge: Mit diesem Zug liegen {have} im Ofen, alles, was deine „{order}“ braucht – außer eine Bestellung, die vorher aufgedeckt wird, verbraucht sie.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Why now? Count the plays so far: with this turn the oven holds {have} of what your “{order}” needs, so it is short of only {missing}, which you may add from your hand when it is revealed.</source>
        <translation>Warum jetzt? Zähl die bisherigen Züge: Mit diesem Zug liegen von dem, was deine „{order}“ braucht, {have} im Ofen; es fehlen also nur noch {missing}, die du beim Aufdecken aus deiner Hand dazulegen kannst.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>New game against beginners</source>
        <translation>Neues Spiel gegen Anfänger</translation>
    </message>
    <message>
        <location line="-250"/>
        <source>This is the Plus edition: nine cards in hand and a sixth ingredient, shrimp. Above all, in Plus the players may help each other. Let&apos;s play a round and see how.</source>
        <translation>Das ist die Plus-Ausgabe: neun Karten auf der Hand und eine sechste Zutat, Shrimps. Vor allem dürfen sich die Spieler in Plus gegenseitig helfen. Spielen wir eine Runde und schauen, wie das geht.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your opponents are Luigi and Gina. Everyone bakes in the same oven.</source>
        <translation>Deine Gegner sind Luigi und Gina. Alle backen im selben Ofen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A turn is as in Classic: ingredients of one kind, maybe an order, then draw. In Plus you draw up to nine cards, but at most five at a time.</source>
        <translation>Ein Zug läuft wie im Klassiker: Zutaten einer Sorte, vielleicht eine Bestellung, dann nachziehen. In Plus ziehst du auf bis zu neun Karten auf, aber höchstens fünf auf einmal.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your order is short and your hand cannot cover it. In Plus you may ask the others for exactly the cards you miss: the first who holds them all and still has an order in the waiter may help.</source>
        <translation>Deiner Bestellung fehlt etwas, und deine Hand reicht nicht. In Plus darfst du die anderen um genau die fehlenden Karten bitten: Wer sie alle hat und noch eine Bestellung im Kellner, darf helfen – der Erste gewinnt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Now someone asks you for help. Everyone is asked in turn, so the question tells nobody what you hold. This time, say no.</source>
        <translation>Jetzt bittet dich jemand um Hilfe. Alle werden der Reihe nach gefragt, die Frage verrät also niemandem, was du hast. Diesmal sag nein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold what is asked for: help! The cards go to the owner, and the top card of your waiter goes onto the delivered pile: it counts as a pizza for you.</source>
        <translation>Du hast, was gebraucht wird: Hilf! Die Karten gehen an den Besitzer, und die oberste Karte deines Kellners kommt auf den Stapel der gelieferten: Sie zählt als Pizza für dich.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Select {cards} in your hand, then draw from the supply.</source>
        <translation>Wähle {cards} auf deiner Hand, dann zieh vom Vorrat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select {cards} in your hand, then draw from your waiter.</source>
        <translation>Wähle {cards} auf deiner Hand, dann zieh von deinem Kellner.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Add {cards} from your hand.</source>
        <translation>Leg {cards} aus deiner Hand dazu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ask the others for {cards}.</source>
        <translation>Bitte die anderen um {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer yes: hand over the cards asked for.</source>
        <translation>Antworte mit Ja: Gib die erbetenen Karten ab.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer no: you do not help this time.</source>
        <translation>Antworte mit Nein: Diesmal hilfst du nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer no: the order goes back under your waiter.</source>
        <translation>Antworte mit Nein: Die Bestellung kommt zurück unter deinen Kellner.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose {kinds}.</source>
        <translation>Wähle {kinds}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No order this time: play the ingredients alone.</source>
        <translation>Diesmal keine Bestellung: leg nur die Zutaten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add {order} to the ingredients.</source>
        <translation>Leg {order} zu den Zutaten dazu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is another “{order}”: take {which}.</source>
        <translation>Das ist eine andere „{order}“: Nimm {which}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is your “{chosen}”; this turn plays {order}.</source>
        <translation>Das ist deine „{chosen}“; in diesem Zug kommt {order} dran.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You chose {chosen}; this turn plays {cards}.</source>
        <translation>Du hast {chosen} gewählt; in diesem Zug kommen {cards} dran.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw from the supply this time, not from your waiter.</source>
        <translation>Zieh diesmal vom Vorrat, nicht von deinem Kellner.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from your waiter this time, not from the supply.</source>
        <translation>Zieh diesmal von deinem Kellner, nicht vom Vorrat.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First read the note, then press Next.</source>
        <translation>Lies zuerst den Hinweis und drück dann auf Weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move now. {todo}</source>
        <translation>Jetzt nicht diesen Zug. {todo}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>_Salvage</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/history/archive_texts.py" line="+30"/>
        <source>{file} was damaged. %n of {found} kept games were recovered into a new game history; the damaged file was set aside (not deleted) as {aside}.</source>
        <translation>
            <numerusform>{file} war beschädigt. %n von {found} archivierten Partien wurde in ein neues Spielarchiv übernommen; die beschädigte Datei wurde als {aside} beiseitegelegt (nicht gelöscht).</numerusform>
            <numerusform>{file} war beschädigt. %n von {found} archivierten Partien wurden in ein neues Spielarchiv übernommen; die beschädigte Datei wurde als {aside} beiseitegelegt (nicht gelöscht).</numerusform>
        </translation>
    </message>
</context>
</TS>
