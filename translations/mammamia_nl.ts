<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/about.py" line="+46"/>
        <source>About Mamma Mia!</source>
        <translation>Over Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version}</source>
        <translation>Versie {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This edition is free software, released under the MIT licence.</source>
        <translation>Deze uitgave is vrije software, uitgebracht onder de MIT-licentie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mamma Mia! is a card game by Uwe Rosenberg, published by Abacusspiele. The card art and the texts of this desktop edition are the project&apos;s own.</source>
        <translation>Mamma Mia! is een kaartspel van Uwe Rosenberg, uitgegeven door Abacusspiele. De kaartafbeeldingen en teksten van deze desktopuitgave zijn eigen werk van het project.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the About box</source>
        <translation>Het venster Over Mamma Mia! sluiten</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../mammamia_qt/ui/table/action_bar.py" line="+257"/>
        <source>Waiting…</source>
        <translation>Even wachten…</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Your turn: nothing to play, so you pass.</source>
        <translation>Jouw beurt: je kunt niets spelen, dus je past.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: choose ingredients of one kind, maybe an order, then draw.</source>
        <translation>Jouw beurt: kies ingrediënten van één soort, eventueel een bestelling, en trek dan.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>×{held}  [{key}]</source>
        <translation>×{held}  [{key}]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{ingredient}: {held} in hand (key {key})</source>
        <translation>{ingredient}: {held} in je hand (toets {key})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One card fewer (key −)</source>
        <translation>Eén kaart minder (toets −)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card more (key +)</source>
        <translation>Eén kaart meer (toets +)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card fewer</source>
        <translation>Eén kaart minder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card more</source>
        <translation>Eén kaart meer</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+49"/>
        <source>{ingredient}: {count} of {held} selected</source>
        <translation>{ingredient}: {count} van {held} gekozen</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>{ingredient}: {held} in hand</source>
        <translation>{ingredient}: {held} in de hand</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Order: {name}</source>
        <translation>Bestelling: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No order</source>
        <translation>Geen bestelling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cycle through your orders (key O)</source>
        <translation>Door je bestellingen bladeren (toets O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no order to place now.</source>
        <translation>Je hebt nu geen bestelling om te spelen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from supply ({n})  [S]</source>
        <translation>Van ingrediëntenstapel trekken ({n})  [S]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from waiter ({n})  [W]</source>
        <translation>Van bestelstapel trekken ({n})  [W]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pass  [Enter]</source>
        <translation>Passen  [Enter]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play without drawing  [Enter]</source>
        <translation>Spelen zonder te trekken  [Enter]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>order {order} selected</source>
        <translation>bestelling {order} gekozen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{cards} and {order}</source>
        <translation>{cards} en {order}</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+12"/>
        <source>Nothing selected</source>
        <translation>Niets gekozen</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <location filename="../mammamia_qt/ui/table/announce.py" line="+271"/>
        <source>This round&apos;s plays</source>
        <translation>Gespeeld deze ronde</translation>
    </message>
</context>
<context>
    <name>ArchiveKeeper</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+107"/>
        <source>it is not a game history file</source>
        <translation>het is geen bestand van het spelarchief</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it belongs to another program</source>
        <translation>het hoort bij een ander programma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged</source>
        <translation>het is beschadigd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by a newer version of the game</source>
        <translation>het is geschreven door een nieuwere versie van het spel</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/archive_texts.py" line="+30"/>
        <source>another program is using it</source>
        <translation>een ander programma gebruikt het</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game is not allowed to read or change it (no permission)</source>
        <translation>het spel mag het niet lezen of wijzigen (geen toestemming)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder stands in its place</source>
        <translation>op die plek staat een map</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder cannot be made (a file is in the way)</source>
        <translation>de map ervoor kan niet worden aangemaakt (er staat een bestand in de weg)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file or its disk is read-only</source>
        <translation>het bestand of de schijf is alleen-lezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>de schijf is vol</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be opened or written</source>
        <translation>het kan niet worden geopend of beschreven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be brought up to date</source>
        <translation>het kon niet worden bijgewerkt</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The game history {file} cannot be opened: {reason}.</source>
        <translation>Het spelarchief {file} kan niet worden geopend: {reason}.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>it could not be used</source>
        <translation>het kon niet gebruikt worden</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>{file} could not be read: {reason}. It was set aside (not deleted) as {aside}, and a new game history was started.</source>
        <translation>{file} kon niet worden gelezen: {reason}. Het bestand is opzijgezet (niet verwijderd) als {aside} en er is een nieuw spelarchief begonnen.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/archive_keeper.py" line="+148"/>
        <source>The game history could not be read</source>
        <translation>Het spelarchief kon niet worden gelezen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game history {file} cannot be opened: {reason}. Until this is put right, the games you finish are not kept.</source>
        <translation>Het spelarchief {file} kan niet worden geopend: {reason}. Zolang dit niet is opgelost, worden de spellen die je uitspeelt niet bewaard.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game history cannot be used</source>
        <translation>Het spelarchief kan niet worden gebruikt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The finished game could not be kept in the game history ({file}): {reason}.</source>
        <translation>Het afgelopen spel kon niet in het spelarchief ({file}) worden bewaard: {reason}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot keep the game</source>
        <translation>Het spel kan niet worden gearchiveerd</translation>
    </message>
</context>
<context>
    <name>AttractPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/attract.py" line="+265"/>
        <source>Demo game</source>
        <translation>Demospel</translation>
    </message>
</context>
<context>
    <name>AutoLevel</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game_auto.py" line="+35"/>
        <source>No person plays at this table: Auto seats play at {level}.</source>
        <translation>Aan deze tafel speelt geen mens: automatische plaatsen spelen op niveau “{level}”.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games of yours yet: the computer starts at {level}.</source>
        <translation>Nog geen spellen van jou: de computer begint op niveau “{level}”.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You won {wins} of your last %n game(s): one seat moves up to {level}.</source>
        <translation>
            <numerusform>Je hebt tot nu toe {wins} van %n spel gewonnen: één plaats gaat omhoog naar niveau “{level}”.</numerusform>
            <numerusform>Je hebt {wins} van je laatste %n spellen gewonnen: één plaats gaat omhoog naar niveau “{level}”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won {wins} of your last %n game(s): one seat moves down to {level}.</source>
        <translation>
            <numerusform>Je hebt tot nu toe {wins} van %n spel gewonnen: één plaats gaat omlaag naar niveau “{level}”.</numerusform>
            <numerusform>Je hebt {wins} van je laatste %n spellen gewonnen: één plaats gaat omlaag naar niveau “{level}”.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won {wins} of your last %n game(s): the computer stays at {level}.</source>
        <translation>
            <numerusform>Je hebt tot nu toe {wins} van %n spel gewonnen: de computer blijft op niveau “{level}”.</numerusform>
            <numerusform>Je hebt {wins} van je laatste %n spellen gewonnen: de computer blijft op niveau “{level}”.</numerusform>
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
        <translation>Tik om te spelen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mamma Mia! – the pizza card game</source>
        <translation>Mamma Mia! – het pizzakaartspel</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_chart.py" line="+91"/>
        <source>Answered right, per day</source>
        <translation>Goed beantwoord, per dag</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy over time</source>
        <translation>Nauwkeurigheid door de tijd</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_panel.py" line="+116"/>
        <source>Answer  [Enter]</source>
        <translation>Antwoorden  [Enter]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answer</source>
        <translation>Jouw antwoord</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/live_coach.py" line="+117"/>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_tab.py" line="+184"/>
        <location filename="../mammamia_qt/ui/history/coach_texts.py" line="+134"/>
        <source>Memory coach</source>
        <translation>Geheugentrainer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New round</source>
        <translation>Nieuwe ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+153"/>
        <source>Next  [Enter]</source>
        <translation>Volgende  [Enter]</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Watch the plays as they go into the oven, then answer from memory.</source>
        <translation>Kijk wat er in de oven gaat en antwoord daarna uit je hoofd.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Press “New round”: a round of a kept game is played out, then you answer from memory.</source>
        <translation>Druk op ‘Nieuwe ronde’: een ronde uit een bewaard spel wordt afgespeeld, daarna antwoord je uit je hoofd.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The kept games could not be read ({file}): {reason}</source>
        <translation>De bewaarde spellen konden niet worden gelezen ({file}): {reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game is kept yet: finish a game, then practise with it here.</source>
        <translation>Er is nog geen spel bewaard: speel een spel uit en oefen er daarna hier mee.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Face up from the round before: {cards}</source>
        <translation>Open blijven liggen uit de vorige ronde: {cards}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}</source>
        <translation>Ronde {round}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play {n} of {total}</source>
        <translation>Zet {n} van {total}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}: an order, {order}</source>
        <translation>{name}: een bestelling, {order}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing to ask about this round: press “New round”.</source>
        <translation>Over deze ronde valt niets te vragen: druk op ‘Nieuwe ronde’.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>New round  [Enter]</source>
        <translation>Nieuwe ronde  [Enter]</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_texts.py" line="-115"/>
        <source>How many {ingredient}, your own ingredient, went into the oven this round?</source>
        <translation>Hoeveel kaarten {ingredient}, je eigen ingrediënt, gingen deze ronde in de oven?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many {ingredient} went into the oven this round?</source>
        <translation>Hoeveel kaarten {ingredient} gingen deze ronde in de oven?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many ingredient cards went into the oven this round?</source>
        <translation>Hoeveel ingrediëntkaarten gingen deze ronde in de oven?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who put the most {ingredient} into the oven this round?</source>
        <translation>Wie legde deze ronde de meeste kaarten {ingredient} in de oven?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many {ingredient} did {name} put into the oven this round?</source>
        <translation>Hoeveel kaarten {ingredient} legde {name} deze ronde in de oven?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s {order} was the first order into the oven. When it is turned, which ingredient will it be short of?</source>
        <translation>{order} van {name} was de eerste bestelling in de oven. Welk ingrediënt komt ze tekort als ze wordt omgedraaid?</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>None: it is delivered at once</source>
        <translation>Geen: ze wordt meteen uitgevoerd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More than one</source>
        <translation>Meer dan één</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Right: {answer}.</source>
        <translation>Goed: {answer}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite: you said {given}, it was {answer}.</source>
        <translation>Niet helemaal: je zei {given}, het was {answer}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None of it was played this round.</source>
        <translation>Daarvan werd deze ronde niets gespeeld.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played: {plays}.</source>
        <translation>Gespeeld: {plays}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Face up when it was turned: {columns}. It needs {needs}; short: {short}.</source>
        <translation>Open toen ze werd omgedraaid: {columns}. Ze heeft {needs} nodig; tekort: {short}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Level {level} of {top}</source>
        <translation>Niveau {level} van {top}</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/kiosk/idle.py" line="+122"/>
        <source>Still playing? Returning to the demo in %n…</source>
        <translation>
            <numerusform>Speel je nog? Over %n seconde gaat de demo weer verder…</numerusform>
            <numerusform>Speel je nog? Over %n seconden gaat de demo weer verder…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am still playing</source>
        <translation>Ik speel nog</translation>
    </message>
</context>
<context>
    <name>CoverTexts</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+58"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name} is aan de beurt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{owner} asks for {cards}. Will you help?</source>
        <translation>{owner} vraagt om {cards}. Help je?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, no help</source>
        <translation>Nee, geen hulp</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s {order}: a choice to make.</source>
        <translation>{owner}: voor de {order} moet gekozen worden.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{owner}&apos;s {order} needs %n more card(s).</source>
        <translation>
            <numerusform>{owner}: de {order} heeft nog %n kaart nodig.</numerusform>
            <numerusform>{owner}: de {order} heeft nog %n kaarten nodig.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s {order} is short of {cards}.</source>
        <translation>{owner}: de {order} komt {cards} tekort.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let it go back</source>
        <translation>Terug naar de bestelstapel</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/crash.py" line="+86"/>
        <source>Something went wrong inside the game: %1</source>
        <translation>Er ging iets mis in het spel: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game is saved up to the last move: Continue on the start screen picks it up.</source>
        <translation>Je spel is bewaard tot en met de laatste zet: met „Verder spelen” op het startscherm ga je verder.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The details are in %1</source>
        <translation>De details staan in %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Something went wrong</source>
        <translation>Er ging iets mis</translation>
    </message>
</context>
<context>
    <name>DeleteGamesDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_dialogs.py" line="+196"/>
        <source>Tick the games to delete.</source>
        <translation>Vink de spellen aan die weg moeten.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n pizza(s)</source>
        <translation>
            <numerusform>%n pizza</numerusform>
            <numerusform>%n pizza&apos;s</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>won with {pizzas}</source>
        <translation>gewonnen met {pizzas}</translation>
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
        <translation>Spellen verwijderen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games {name} played, newest first. Untick the ones to keep.</source>
        <translation>De spellen van {name}, nieuwste eerst. Haal het vinkje weg bij de spellen die moeten blijven.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Verwijderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick all</source>
        <translation>Alles aanvinken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick none</source>
        <translation>Niets aanvinken</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../mammamia_qt/wording/messages.py" line="+109"/>
        <source>Round {round} begins. {name} starts.</source>
        <translation>Ronde {round} begint. {name} begint.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins. You start.</source>
        <translation>Ronde {round} begint. Jij begint.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins with an empty supply: one lap, drawing only from the waiters.</source>
        <translation>Ronde {round} begint met een lege ingrediëntenstapel: één rondje, alleen trekken van de bestelstapels.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} puts {count} × {ingredient} into the oven.</source>
        <translation>{name} legt {count} × {ingredient} in de oven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You put {count} × {ingredient} into the oven.</source>
        <translation>Je legt {count} × {ingredient} in de oven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} puts the order {order} into the oven.</source>
        <translation>{name} legt de bestelling {order} in de oven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You put your order {order} into the oven.</source>
        <translation>Je legt je bestelling {order} in de oven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no ingredient and passes.</source>
        <translation>{name} heeft geen ingrediënt en past.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient and pass.</source>
        <translation>Je hebt geen ingrediënt en past.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no ingredient and sits out.</source>
        <translation>{name} heeft geen ingrediënt en slaat over.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient and sit out.</source>
        <translation>Je hebt geen ingrediënt en slaat over.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws from the supply: {count}.</source>
        <translation>{name} trekt van de ingrediëntenstapel: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw from the supply: {count}.</source>
        <translation>Je trekt van de ingrediëntenstapel: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws from their waiter: {count}.</source>
        <translation>{name} trekt van de eigen bestelstapel: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw from your waiter: {count}.</source>
        <translation>Je trekt van je bestelstapel: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws the Mamma Mia card.</source>
        <translation>{name} trekt de Mamma Mia-kaart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw the Mamma Mia card.</source>
        <translation>Je trekt de Mamma Mia-kaart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The supply is empty: {name} takes the pizzas out of the oven (cards: {count}).</source>
        <translation>De ingrediëntenstapel is leeg: {name} haalt de pizza&apos;s uit de oven (kaarten: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: you take the pizzas out of the oven (cards: {count}).</source>
        <translation>De ingrediëntenstapel is leeg: je haalt de pizza&apos;s uit de oven (kaarten: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lap is over: {name} takes the pizzas out of the oven (cards: {count}).</source>
        <translation>Het rondje is voorbij: {name} haalt de pizza&apos;s uit de oven (kaarten: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lap is over: you take the pizzas out of the oven (cards: {count}).</source>
        <translation>Het rondje is voorbij: je haalt de pizza&apos;s uit de oven (kaarten: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From the oven: {ingredient}, now {count} face up.</source>
        <translation>Uit de oven: {ingredient}, nu {count} open.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the oven: {name}&apos;s order {order}.</source>
        <translation>Uit de oven: de bestelling {order} van {name}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the oven: your order {order}.</source>
        <translation>Uit de oven: je bestelling {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chooses {kinds} for the {order}.</source>
        <translation>{name} kiest {kinds} voor de {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You choose {kinds} for your {order}.</source>
        <translation>Je kiest {kinds} voor je {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} asks for help with the {order}: {cards}.</source>
        <translation>{name} vraagt om hulp voor de {order}: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You ask for help with your {order}: {cards}.</source>
        <translation>Je vraagt om hulp voor je {order}: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} does not help.</source>
        <translation>{name} helpt niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not help.</source>
        <translation>Je helpt niet.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} helps {name} with {cards}.</source>
        <translation>{helper} helpt {name} met {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You help {name} with {cards}.</source>
        <translation>Je helpt {name} met {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} helps you with {cards}.</source>
        <translation>{helper} helpt je met {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered.</source>
        <translation>De {order} van {name} is uitgevoerd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} is delivered.</source>
        <translation>Je {order} is uitgevoerd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered with help from {helper}.</source>
        <translation>De {order} van {name} is uitgevoerd met hulp van {helper}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} is delivered with help from {helper}.</source>
        <translation>Je {order} is uitgevoerd met hulp van {helper}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered with your help.</source>
        <translation>De {order} van {name} is uitgevoerd met jouw hulp.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} goes back to the waiter: {reason}.</source>
        <translation>De {order} van {name} gaat terug naar de bestelstapel: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} goes back to your waiter: {reason}.</source>
        <translation>Je {order} gaat terug naar je bestelstapel: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} is over. Delivered this round: {counts}.</source>
        <translation>Ronde {round} is voorbij. Uitgevoerd deze ronde: {counts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. {name} wins.</source>
        <translation>Einde van het spel. {name} wint.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. You win!</source>
        <translation>Einde van het spel. Je wint!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. {names} share the win.</source>
        <translation>Einde van het spel. {names} delen de overwinning.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. You share the win with {names}.</source>
        <translation>Einde van het spel. Je deelt de overwinning met {names}.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Round {round} of {rounds} · filling the oven · {name} to play</source>
        <translation>Ronde {round} van {rounds} · de oven wordt gevuld · {name} is aan de beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds} · filling the oven · your turn</source>
        <translation>Ronde {round} van {rounds} · de oven wordt gevuld · jij bent aan de beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}: {name} to play.</source>
        <translation>Ronde {round} van {rounds}: {name} is aan de beurt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}: your turn.</source>
        <translation>Ronde {round} van {rounds}: jij bent aan de beurt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has the Mamma Mia card.</source>
        <translation>{name} heeft de Mamma Mia-kaart.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the Mamma Mia card.</source>
        <translation>Jij hebt de Mamma Mia-kaart.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+102"/>
        <source>Cannot keep the game</source>
        <translation>Het spel kan niet bewaard worden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot be saved to {path}: {reason}</source>
        <translation>Het spel kan niet in {path} opgeslagen worden: {reason}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The last game cannot be continued</source>
        <translation>Het laatste spel kan niet hervat worden</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+25"/>
        <source>the file is far too large to be a saved game</source>
        <translation>het bestand is veel te groot voor een opgeslagen spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged or cut short</source>
        <translation>het bestand is beschadigd of onvolledig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it is not text)</source>
        <translation>het bestand is beschadigd (het is geen tekst)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a saved game of Mamma Mia!</source>
        <translation>het is geen opgeslagen spel van Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was saved by a newer version of the game</source>
        <translation>het is opgeslagen met een nieuwere versie van het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged: its moves do not replay</source>
        <translation>het bestand is beschadigd: de zetten laten zich niet naspelen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file does not exist</source>
        <translation>het bestand bestaat niet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read</source>
        <translation>het bestand kan niet worden gelezen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a link to a file that does not exist</source>
        <translation>het is een koppeling naar een bestand dat niet bestaat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a file (but a folder, a pipe or a device)</source>
        <translation>het is geen bestand (maar een map, een pipe of een apparaat)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading the file took too long</source>
        <translation>het lezen van het bestand duurde te lang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (its data is nested far too deeply)</source>
        <translation>het bestand is beschadigd (de gegevens zijn veel te diep genest)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is damaged (it holds a number that is far too large or not a number)</source>
        <translation>het bestand is beschadigd (het bevat een getal dat veel te groot is of geen getal is)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its version mark is not one this game knows (perhaps a newer version made it)</source>
        <translation>dit spel kent de versieaanduiding niet (misschien heeft een nieuwere versie het gemaakt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file was cut short or edited: its moves do not lead to the saved game</source>
        <translation>het bestand is ingekort of bewerkt: de zetten leiden niet tot het opgeslagen spel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is damaged</source>
        <translation>het bestand is beschadigd</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+21"/>
        <source>{file} could not be loaded: {reason}.</source>
        <translation>{file} kon niet geladen worden: {reason}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} could not be loaded: {reason}. It was set aside (not deleted) as {aside}.</source>
        <translation>{file} kon niet geladen worden: {reason}. Het bestand is (niet verwijderd maar) opzijgezet als {aside}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot save the game</source>
        <translation>Het spel kan niet opgeslagen worden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} could not be written: {reason}</source>
        <translation>{file} kon niet geschreven worden: {reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot load the game</source>
        <translation>Het spel kan niet geladen worden</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save the game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>Saved games (*.json)</source>
        <translation>Opgeslagen spellen (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load a game</source>
        <translation>Spel laden</translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+80"/>
        <source>Everyone else, please look away.</source>
        <translation>Alle anderen: even wegkijken, alsjeblieft.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass to {name}</source>
        <translation>Geef door aan {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {name}: show my cards</source>
        <translation>Ik ben {name}: toon mijn kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show {name}&apos;s cards</source>
        <translation>Kaarten van {name} tonen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the screen to {name}</source>
        <translation>Geef het scherm door aan {name}</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-68"/>
        <source>At the table</source>
        <translation>Aan tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Toernooi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On phones</source>
        <translation>Op telefoons</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/games_list.py" line="+151"/>
        <source>&amp;Find a player:</source>
        <translation>Speler &amp;zoeken:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a player</source>
        <translation>Speler zoeken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Openen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the selected game (Enter)</source>
        <translation>Het gekozen spel opnieuw bekijken (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Verwijderen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget the selected games (Delete)</source>
        <translation>De gekozen spellen vergeten (Delete)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game is kept yet.
Every game played to its end is kept here, to be replayed.</source>
        <translation>Nog geen spel bewaard.
Elk uitgespeeld spel komt hier te staan en kun je opnieuw bekijken.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kept games</source>
        <translation>Bewaarde spellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finished</source>
        <translation>Afgelopen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Editie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (★ won)</source>
        <translation>Spelers (★ gewonnen)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas</source>
        <translation>Pizza&apos;s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where</source>
        <translation>Waar</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Forget the selected games ({count})? This cannot be undone.</source>
        <translation>De gekozen spellen ({count}) vergeten? Dit kan niet ongedaan worden gemaakt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete games</source>
        <translation>Spellen verwijderen</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../mammamia_qt/ui/history/history_page.py" line="+105"/>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the title screen (Esc)</source>
        <translation>Terug naar het beginscherm (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The game archive {file} cannot be read: {why}</source>
        <translation>Het spelarchief {file} kan niet gelezen worden: {why}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game {id} cannot be replayed: {why}</source>
        <translation>Spel {id} kan niet afgespeeld worden: {why}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no data folder</source>
        <translation>er is geen gegevensmap</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The games could not be deleted: {why}</source>
        <translation>De spellen konden niet verwijderd worden: {why}</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/how_to_play.py" line="+189"/>
        <location line="+3"/>
        <source>How to play</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+1"/>
        <source>Back</source>
        <translation>Terug</translation>
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
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Main menu</source>
        <translation>&amp;Hoofdmenu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation>&amp;Geschiedenis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>Op&amp;slaan…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>&amp;Laden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>Spel&amp;regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Guided first game</source>
        <translation>&amp;Begeleid eerste spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guided game: &amp;helping (Plus)</source>
        <translation>Begeleid spel: hel&amp;pen (Plus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Mamma Mia!</source>
        <translation>&amp;Over Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Volledig scherm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;coreboard</source>
        <translation>&amp;Scorebord</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip reveal</source>
        <translation>Omdraaien &amp;overslaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound</source>
        <translation>&amp;Geluid uit</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_pages.py" line="+480"/>
        <source>Leave this game?</source>
        <translation>Dit spel verlaten?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game you start or load now takes the place of this one, in the autosave too: Continue will then resume that game, not this one.

To keep this game, choose No and save it with {path} first.</source>
        <translation>Het spel dat je nu start of laadt, neemt de plaats in van dit spel, ook in de automatische opslag: “Verder spelen” hervat daarna dat spel, niet dit.

Wil je dit spel bewaren, kies dan “Nee” en sla het eerst via {path} op.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/window_menus.py" line="-22"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation &amp;speed</source>
        <translation>A&amp;nimatiesnelheid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/main_window.py" line="+100"/>
        <source>Game saved: {file}</source>
        <translation>Spel opgeslagen: {file}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_pages.py" line="-46"/>
        <source>An unfinished game is waiting. A new game takes its place, in the autosave too: Continue will then resume the new game, not that one.</source>
        <translation>Er wacht een onafgemaakt spel. Een nieuw spel neemt zijn plaats in, ook in de automatische opslag: Verder spelen hervat dan het nieuwe spel, niet dat.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Continue that game</source>
        <translation>Dat spel voortzetten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game</source>
        <translation>Nieuw spel beginnen</translation>
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
        <translation>Olijven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pepper</source>
        <translation>Paprika</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mushroom</source>
        <translation>Champignons</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Salami</source>
        <translation>Salami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shrimp</source>
        <translation>Garnalen</translation>
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
        <translation>Geel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Bruin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pink</source>
        <translation>Roze</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>or</source>
        <translation>of</translation>
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
        <translation>niets</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+173"/>
        <source>{name} has no ingredient and places an order</source>
        <translation>{name} heeft geen ingrediënt en speelt een bestelling</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has no ingredient and passes</source>
        <translation>{name} heeft geen ingrediënt en past</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {count} × {ingredient} and an order</source>
        <translation>{name}: {count} × {ingredient} en een bestelling</translation>
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
        <translation>Vink minstens één naam aan.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the name to keep.</source>
        <translation>Typ de naam die moet blijven.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a new name, or tick more names to merge.</source>
        <translation>Typ een nieuwe naam, of vink meer namen aan om samen te voegen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Rename or merge names</source>
        <translation>Namen wijzigen of samenvoegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the names that belong to one player and type the name to keep. Their games then count for that name.</source>
        <translation>Vink de namen aan die bij één speler horen en typ de naam die moet blijven. Hun spellen tellen dan voor die naam.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name to keep:</source>
        <translation>Naam die blijft:</translation>
    </message>
</context>
<context>
    <name>NarrationView</name>
    <message>
        <location filename="../mammamia_qt/ui/table/narration.py" line="+297"/>
        <source>Table narration</source>
        <translation>Verloop aan tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table narration, last lines</source>
        <translation>Verloop aan tafel, laatste regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Escape or L to go back to the table.</source>
        <translation>Druk op Escape of L om terug te gaan naar de tafel.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location line="-220"/>
        <source>Supply: {count}.</source>
        <translation>Ingrediëntenstapel: {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>geen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand: {cards}; your orders: {orders}.</source>
        <translation>Je hand: {cards}; je bestellingen: {orders}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over.</source>
        <translation>Einde van het spel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} of {rounds}: taking the pizzas out, {count} left in the oven; face up: {columns}.</source>
        <translation>Ronde {round} van {rounds}: de pizza&apos;s gaan uit de oven, nog {count} in de oven; open: {columns}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty</source>
        <translation>leeg</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have {hand} in hand, {waiter} in the waiter, {delivered} delivered.</source>
        <translation>Je hebt {hand} in de hand, {waiter} op de bestelstapel, {delivered} uitgevoerd.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: {hand} in hand, {waiter} in the waiter, {delivered} delivered.</source>
        <translation>{name}: {hand} in de hand, {waiter} op de bestelstapel, {delivered} uitgevoerd.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Oven: {count} cards, on top: {top}.</source>
        <translation>Oven: {count} kaarten, bovenop: {top}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game.py" line="+79"/>
        <source>Name of seat {n}</source>
        <translation>Naam op plaats {n}</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+31"/>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour of seat {n}</source>
        <translation>Kleur op plaats {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {n}</source>
        <translation>Wie speelt op plaats {n}</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic (1999): 2 to 5 players</source>
        <translation>Classic (1999): 2 tot 5 spelers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus (2009): 2 to 6 players, shrimp and helping</source>
        <translation>Plus (2009): 2 tot 6 spelers, garnalen en helpen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Editie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Naam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>Kleur</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played by</source>
        <translation>Gespeeld door</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Add a player</source>
        <translation>Speler toevoegen</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>Remove a player</source>
        <translation>Speler verwijderen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (clockwise)</source>
        <translation>Spelers (met de klok mee)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ingredients optional (Czech reading)</source>
        <translation>Ingrediënten niet verplicht (Tsjechische regels)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw fewer cards (Czech reading)</source>
        <translation>Minder kaarten trekken (Tsjechische regels)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia card in the deal (Dutch rules)</source>
        <translation>Mamma Mia-kaart mee schudden (Nederlandse regels)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Helping</source>
        <translation>Helpen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory aid</source>
        <translation>Geheugensteun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn may skip putting ingredients into the oven.</source>
        <translation>Je hoeft in je beurt geen ingrediënten in de oven te leggen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the end of a turn, draw any number of cards from one up to the limit.</source>
        <translation>Trek aan het eind van je beurt zoveel kaarten als je wilt, van één tot het maximum.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Mamma Mia card is shuffled in before dealing; whoever gets it lays it out and draws again.</source>
        <translation>De Mamma Mia-kaart wordt vóór het delen meegeschud; wie haar krijgt, legt haar neer en trekt opnieuw.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show everything played into the oven this round, not only the top card.</source>
        <translation>Alles tonen wat deze ronde in de oven kwam, niet alleen de bovenste kaart.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting player</source>
        <translation>Startspeler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting player:</source>
        <translation>Startspeler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Start the game</source>
        <translation>Spel starten</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Two players always play without helping.</source>
        <translation>Met twee spelers wordt altijd zonder helpen gespeeld.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player short of ingredients may ask the others; a helper scores a bonus order.</source>
        <translation>Wie ingrediënten tekortkomt, mag de anderen vragen; wie helpt, krijgt er een uitgevoerde bestelling bij.</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n round(s). Hands of {hand} cards; the holder of the Mamma Mia card opens the oven. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%n ronde. {hand} kaarten in de hand; wie de Mamma Mia-kaart heeft, haalt de pizza&apos;s uit de oven. Wie de meeste bestellingen uitvoert, wint.</numerusform>
            <numerusform>%n rondes. {hand} kaarten in de hand; wie de Mamma Mia-kaart heeft, haalt de pizza&apos;s uit de oven. Wie de meeste bestellingen uitvoert, wint.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n round(s). Hands of {hand} cards, drawing at most {most} at a time. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%n ronde. {hand} kaarten in de hand, per keer hoogstens {most} bijtrekken. Wie de meeste bestellingen uitvoert, wint.</numerusform>
            <numerusform>%n rondes. {hand} kaarten in de hand, per keer hoogstens {most} bijtrekken. Wie de meeste bestellingen uitvoert, wint.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw at random</source>
        <translation>Willekeurig loten</translation>
    </message>
</context>
<context>
    <name>Oven</name>
    <message>
        <location filename="../mammamia_qt/ui/table/oven.py" line="+33"/>
        <source>Supply</source>
        <translation>Ingrediëntenstapel</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>To reveal</source>
        <translation>Om te draaien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oven</source>
        <translation>Oven</translation>
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
        <translation>Taal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting to the table…</source>
        <translation>Verbinden met de tafel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost. Reconnecting…</source>
        <translation>Verbinding verbroken. Opnieuw verbinden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer works. Scan the new code on the table.</source>
        <translation>Deze link werkt niet meer. Scan de nieuwe code op de tafel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat was opened on another device.</source>
        <translation>Je plaats is op een ander apparaat geopend.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This seat is open on another device.</source>
        <translation>Deze plaats is op een ander apparaat geopend.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on this device</source>
        <translation>Op dit apparaat spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to my seat</source>
        <translation>Terug naar mijn plaats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the oven</source>
        <translation>Bovenop de oven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oven is empty</source>
        <translation>De oven is leeg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 more: tap to go on</source>
        <translation>Nog %1: tik om verder te gaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Je hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your orders</source>
        <translation>Je bestellingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No order in hand</source>
        <translation>Geen bestelling in de hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiter: %1</source>
        <translation>Bestelstapel: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered: %1</source>
        <translation>Uitgevoerd: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Jij bent aan de beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn</source>
        <translation>%1 is aan de beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is deciding…</source>
        <translation>%1 beslist…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decision</source>
        <translation>Jouw beslissing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap ingredients of one kind to put into the oven.</source>
        <translation>Tik ingrediënten van één soort aan om in de oven te doen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add an order (optional):</source>
        <translation>Een bestelling erbij (niet verplicht):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No order</source>
        <translation>Geen bestelling</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the supply</source>
        <translation>Spelen, %1 van de ingrediëntenstapel trekken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the waiter</source>
        <translation>Spelen, %1 van de bestelstapel trekken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw nothing</source>
        <translation>Spelen, niets trekken</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No ingredient: pass</source>
        <translation>Geen ingrediënt: passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Wissen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the ingredients for your %1:</source>
        <translation>Kies de ingrediënten voor je %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add %1 from your hand to deliver your %2?</source>
        <translation>%1 uit je hand toevoegen om je %2 uit te voeren?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 is short of %2. Ask the others for help?</source>
        <translation>Je %1 komt %2 tekort. De anderen om hulp vragen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for %1</source>
        <translation>Vragen om %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not ask</source>
        <translation>Niet vragen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks you for %2 for their %3. Help?</source>
        <translation>%1 vraagt je om %2 voor de %3. Helpen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Helpen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not help</source>
        <translation>Niet helpen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Nee</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards of any kind</source>
        <translation>%1 kaarten van elke soort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the table…</source>
        <translation>Wachten op de tafel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now. Nothing was changed.</source>
        <translation>Dat mag nu niet. Er is niets veranderd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table did not understand that. Nothing was changed.</source>
        <translation>De tafel begreep dat niet. Er is niets veranderd.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>%1 wint!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>Jij wint!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oven: %1 cards</source>
        <translation>Oven: %1 kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply: %1</source>
        <translation>Ingrediëntenstapel: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face up:</source>
        <translation>Open:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards</source>
        <translation>%1 kaarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone</source>
        <translation>Wachten op de telefoon van %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 delivered a %2</source>
        <translation>%1 voert een %2 uit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 goes back to the waiter</source>
        <translation>De %2 van %1 gaat terug naar de bestelstapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the oven from the last round: %1</source>
        <translation>Nog in de oven van de vorige ronde: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the win!</source>
        <translation>%1 winnen samen!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You share the win with %1!</source>
        <translation>Jij wint samen met %1!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie-break: %1 tied on pizzas delivered (%2 each). %3 wins with the most ingredient cards left in hand.</source>
        <translation>Gelijkspel: %1 voerden evenveel bestellingen uit (%2 elk). %3 wint met de meeste ingrediëntkaarten in de hand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie-break: %1 tied on pizzas delivered (%2 each) and on ingredient cards left in hand (%3 each), so they share the win.</source>
        <translation>Gelijkspel: %1 voerden evenveel bestellingen uit (%2 elk) en houden evenveel ingrediëntkaarten over (%3 elk), dus ze winnen samen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most pizzas delivered: %1</source>
        <translation>Meeste uitgevoerde bestellingen: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left: %1</source>
        <translation>Kaarten over: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vibrate when it is my turn</source>
        <translation>Trillen als ik aan de beurt ben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link or code is not valid (any more). Scan the code on the table again or type it in.</source>
        <translation>Deze link of code is (niet meer) geldig. Scan de code op de tafel opnieuw of typ hem in.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too many wrong codes. Wait a minute, then try again.</source>
        <translation>Te veel verkeerde codes. Wacht een minuut en probeer het dan opnieuw.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>Code intypen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the code shown on the table</source>
        <translation>Voer de code in die op de tafel staat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Meedoen</translation>
    </message>
</context>
<context>
    <name>PhonePanel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/phone_panel.py" line="+192"/>
        <source>The phones cannot be reached: {reason}</source>
        <translation>De telefoons zijn niet bereikbaar: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s phone is lost: the computer plays until it is back</source>
        <translation>De telefoon van {name} is weg: de computer speelt tot hij terug is</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s phone is lost ({seconds} s)</source>
        <translation>De telefoon van {name} is weg ({seconds} s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {name}&apos;s phone</source>
        <translation>Wachten op de telefoon van {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is deciding…</source>
        <translation>{name} beslist…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s phone is connected</source>
        <translation>De telefoon van {name} is verbonden</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Phones</source>
        <translation>Telefoons</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Scan with the phone&apos;s camera</source>
        <translation>Scan met de camera van de telefoon</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or open {url} and type {code}</source>
        <translation>of open {url} en typ {code}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hide the link</source>
        <translation>Link verbergen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the link</source>
        <translation>Link tonen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows this seat&apos;s code for its phone to scan again</source>
        <translation>Toont de code van deze plaats, zodat de telefoon hem opnieuw kan scannen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New link</source>
        <translation>Nieuwe link</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give this seat to another phone; the old link stops working at once</source>
        <translation>Deze plaats aan een andere telefoon geven; de oude link werkt meteen niet meer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer plays until the phone is back</source>
        <translation>Computer speelt tot de telefoon terug is</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer plays</source>
        <translation>Computer speelt</translation>
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
        <translation>Beheerders-pincode</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+40"/>
        <source>Erase a digit</source>
        <translation>Cijfer wissen</translation>
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
        <translation>Annuleren</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Leave kiosk mode</source>
        <translation>Kioskmodus verlaten</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Quit the game</source>
        <translation>Spel afsluiten</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Back</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+11"/>
        <source>Operator</source>
        <translation>Beheerder</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No operator PIN is set. Set kiosk/pin in the configuration file to unlock kiosk mode.</source>
        <translation>Er is geen beheerders-pincode ingesteld. Zet kiosk/pin in het configuratiebestand om de kioskmodus te ontgrendelen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+76"/>
        <source>Enter the operator PIN.</source>
        <translation>Voer de beheerders-pincode in.</translation>
    </message>
    <message numerus="yes">
        <location line="-36"/>
        <source>Wrong PIN. %n more try(s) before the pad locks for a while.</source>
        <translation>
            <numerusform>Verkeerde pincode. Nog %n poging, daarna wordt het toetsenbord een tijdje vergrendeld.</numerusform>
            <numerusform>Verkeerde pincode. Nog %n pogingen, daarna wordt het toetsenbord een tijdje vergrendeld.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Locked: try again in %n s.</source>
        <translation>
            <numerusform>Vergrendeld: probeer het over %n seconde opnieuw.</numerusform>
            <numerusform>Vergrendeld: probeer het over %n seconden opnieuw.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/prompts.py" line="+175"/>
        <source>Your {order}: choose</source>
        <translation>Jouw {order}: kies</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Help {name} with {cards}?</source>
        <translation>{name} helpen met {cards}?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You do not hold all of these cards, so you cannot help.</source>
        <translation>Je hebt niet al deze kaarten, dus je kunt niet helpen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hand over these cards; your waiter&apos;s top order counts as delivered.</source>
        <translation>Je geeft deze kaarten af; de bovenste bestelling van je bestelstapel telt als uitgevoerd.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes, help  [Y]</source>
        <translation>Ja, helpen  [Y]</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+58"/>
        <source>No  [N]</source>
        <translation>Nee  [N]</translation>
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
        <translation>{kinds} (toets {key})</translation>
    </message>
    <message>
        <location line="+184"/>
        <source>Ask the others for {cards}  [{key}]</source>
        <translation>De anderen om {cards} vragen  [{key}]</translation>
    </message>
    <message numerus="yes">
        <location line="-136"/>
        <source>Your {order} needs %n more card(s).</source>
        <translation>
            <numerusform>Je {order} heeft nog %n kaart nodig.</numerusform>
            <numerusform>Je {order} heeft nog %n kaarten nodig.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your {order} is short of {cards}.</source>
        <translation>Je {order} komt {cards} tekort.</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+23"/>
        <source>Your hand cannot make it up.</source>
        <translation>Met je hand kun je dat niet aanvullen.</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>Your {order} needs %n more card(s). Add which from your hand?</source>
        <translation>
            <numerusform>Je {order} heeft nog %n kaart nodig. Welke vul je aan uit je hand?</numerusform>
            <numerusform>Je {order} heeft nog %n kaarten nodig. Welke vul je aan uit je hand?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add them  [Y]</source>
        <translation>Aanvullen  [Y]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t  [N]</source>
        <translation>Niet doen  [N]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add {cards} from your hand  [Y]</source>
        <translation>{cards} uit je hand bijleggen  [Y]</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Let it go back  [N]</source>
        <translation>Terug naar de bestelstapel  [N]</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Your {order} needs %n more card(s). Ask the others for help?</source>
        <translation>
            <numerusform>Je {order} heeft nog %n kaart nodig. De anderen om hulp vragen?</numerusform>
            <numerusform>Je {order} heeft nog %n kaarten nodig. De anderen om hulp vragen?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {order} is short of {cards}. Ask the others for help?</source>
        <translation>Je {order} komt {cards} tekort. De anderen om hulp vragen?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Don&apos;t ask  [N]</source>
        <translation>Niet vragen  [N]</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Pick exactly the missing number of cards from your hand.</source>
        <translation>Kies precies zoveel kaarten uit je hand als er ontbreken.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ask for part of what is missing; your own hand must cover the rest.</source>
        <translation>Vraag om een deel van wat ontbreekt; de rest moet uit je eigen hand komen.</translation>
    </message>
</context>
<context>
    <name>QuickStartPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/quick_start.py" line="+184"/>
        <source>{language} is not available yet.</source>
        <translation>{language} is nog niet beschikbaar.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player {n}</source>
        <translation>Speler {n}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{n}: Human</source>
        <translation>{n}: Mens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}: Phone</source>
        <translation>{n}: Telefoon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}: Computer</source>
        <translation>{n}: Computer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Editie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays</source>
        <translation>Wie speelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the last game</source>
        <translation>Laatste spel hervatten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the demo</source>
        <translation>Terug naar de demo</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+13"/>
        <source>It is not your turn to act.</source>
        <translation>Je bent nu niet aan de beurt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a move of this game.</source>
        <translation>Dat is geen zet in dit spel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No decision is open now: it is a turn of phase 1.</source>
        <translation>Er valt nu niets te beslissen: het is een beurt van fase 1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That choice is not open: a joker cannot be your personal ingredient, and a Minimale takes the kind with the fewest face-up cards.</source>
        <translation>Die keuze kan niet: de joker mag niet je eigen ingrediënt zijn, en een Minimale neemt de soort met de minste open kaarten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can only add exactly the missing cards from your hand.</source>
        <translation>Je kunt alleen precies de ontbrekende kaarten uit je hand aanvullen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask for part of what is missing; your own hand must cover the rest.</source>
        <translation>Vraag om een deel van wat ontbreekt; de rest moet uit je eigen hand komen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not an answer to the request for help.</source>
        <translation>Dat is geen antwoord op de vraag om hulp.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put at least one ingredient into the oven.</source>
        <translation>Leg minstens één ingrediënt in de oven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pass plays no ingredient.</source>
        <translation>Wie past, speelt geen ingrediënt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient to play.</source>
        <translation>Je hebt geen ingrediënt om te spelen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only play ingredients you hold.</source>
        <translation>Je kunt alleen ingrediënten spelen die je in je hand hebt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can only play an order you hold.</source>
        <translation>Je kunt alleen een bestelling spelen die je in je hand hebt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without ingredients you sit out and place no order.</source>
        <translation>Zonder ingrediënten sla je een beurt over en speel je geen bestelling.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without ingredients you pass and place no order.</source>
        <translation>Zonder ingrediënten pas je en speel je geen bestelling.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your waiter is empty: draw from the supply.</source>
        <translation>Je bestelstapel is leeg: trek van de ingrediëntenstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: draw from your waiter.</source>
        <translation>De ingrediëntenstapel is leeg: trek van je bestelstapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the supply or from your waiter.</source>
        <translation>Trek van de ingrediëntenstapel of van je bestelstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must draw while a stack can give you a card.</source>
        <translation>Je moet trekken zolang een stapel je nog een kaart kan geven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot draw that many cards now.</source>
        <translation>Zoveel kaarten kun je nu niet trekken.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules do not allow that now.</source>
        <translation>Dat staan de regels nu niet toe.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../mammamia_qt/ui/history/captions.py" line="+27"/>
        <source>The cards are dealt</source>
        <translation>De kaarten zijn gedeeld</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/replay_board.py" line="+266"/>
        <source>Oven</source>
        <translation>Oven</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Pizzas: {count}</source>
        <translation>Pizza&apos;s: {count}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/replay_viewer.py" line="+211"/>
        <source>Back to the list</source>
        <translation>Terug naar de lijst</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+22"/>
        <source>Speed</source>
        <translation>Snelheid</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>‹ Reveal</source>
        <translation>‹ Omdraaien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal ›</source>
        <translation>Omdraaien ›</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start</source>
        <translation>Naar het begin</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the end</source>
        <translation>Naar het einde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>Eén stap terug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>Eén stap verder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous round</source>
        <translation>Vorige ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next round</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous reveal</source>
        <translation>Vorige keer omdraaien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next reveal</source>
        <translation>Volgende keer omdraaien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause</source>
        <translation>Afspelen of pauzeren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step</source>
        <translation>Stap</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round {round}</source>
        <translation>Ronde {round}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step {step} of {steps}</source>
        <translation>Stap {step} van {steps}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay of {date}</source>
        <translation>Spel van {date}</translation>
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
        <translation>{first} en {last}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location line="+134"/>
        <source>Final standings</source>
        <translation>Eindstand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main menu</source>
        <translation>Hoofdmenu</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} wins!</source>
        <translation>{name} wint!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} share the win!</source>
        <translation>{names} winnen samen!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tie-break: {tied} tied on pizzas delivered ({count} each). {name} wins with the most ingredient cards left in hand.</source>
        <translation>Gelijkspel: {tied} voerden evenveel bestellingen uit ({count} elk). {name} wint met de meeste ingrediëntkaarten in de hand.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tie-break: {tied} tied on pizzas delivered ({count} each) and on ingredient cards left in hand ({hand} each), so they share the win.</source>
        <translation>Gelijkspel: {tied} voerden evenveel bestellingen uit ({count} elk) en houden evenveel ingrediëntkaarten over ({hand} elk), dus ze winnen samen.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Most pizzas delivered: %n</source>
        <translation>
            <numerusform>Meeste uitgevoerde bestellingen: %n</numerusform>
            <numerusform>Meeste uitgevoerde bestellingen: %n</numerusform>
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
        <translation>Ingrediëntkaarten in de hand: {counts}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Equal counts of pizzas are ranked by the ingredient cards left in hand (Cards left).</source>
        <translation>Bij evenveel pizza&apos;s bepalen de ingrediëntkaarten die nog in de hand zijn de plaats (Kaarten over).</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <location filename="../mammamia_qt/wording/card_names.py" line="+17"/>
        <source>not completed</source>
        <translation>niet voltooid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its forbidden ingredient is face up</source>
        <translation>het verboden ingrediënt ligt open</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no kind can be its Minimale</source>
        <translation>geen soort kan de Minimale zijn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody helped</source>
        <translation>niemand hielp</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/reveal.py" line="+104"/>
        <source>Used</source>
        <translation>Gebruikt</translation>
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
        <translation>Ronde</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Round {number}: {name} delivered %n pizza(s), {total} in all after it</source>
        <translation>
            <numerusform>Ronde {number}: {name} voerde %n bestelling uit, daarna {total} in totaal</numerusform>
            <numerusform>Ronde {number}: {name} bezorgde %n pizza&apos;s, daarna {total} in totaal</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/round_summary.py" line="+78"/>
        <source>Round {n} is over</source>
        <translation>Ronde {n} is voorbij</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delivered</source>
        <translation>Uitgevoerd</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Returned</source>
        <translation>Terug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name}: delivered {d}, returned {r}, {t} in total</source>
        <translation>{name}: {d} uitgevoerd, {r} terug, {t} in totaal</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Cards in the supply: %n</source>
        <translation>
            <numerusform>Kaarten in de ingrediëntenstapel: %n</numerusform>
            <numerusform>Kaarten in de ingrediëntenstapel: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That was the last round.</source>
        <translation>Dat was de laatste ronde.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the results</source>
        <translation>Naar de uitslag</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round {n} begins with {name}.</source>
        <translation>Ronde {n} begint met {name}.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Start round {n}</source>
        <translation>Ronde {n} starten</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing stays in the oven: the next round starts empty.</source>
        <translation>Er blijft niets in de oven: de volgende ronde begint leeg.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Staying face up in the oven for the next round:</source>
        <translation>Blijft open in de oven liggen voor de volgende ronde:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count} × {kind}</source>
        <translation>{count} × {kind}</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Round {n} begins with {name}. The supply is empty, so it is one lap: everyone plays one turn and draws from their waiter, then the oven is opened.</source>
        <translation>Ronde {n} begint met {name}. De ingrediëntenstapel is leeg, dus het is één rondje: iedereen doet één beurt en trekt van de eigen bestelstapel, daarna gaat de oven open.</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/scoreboard.py" line="+136"/>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays</source>
        <translation>Speelt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiter</source>
        <translation>Bestelstapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered</source>
        <translation>Uitgevoerd</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia</source>
        <translation>Mamma Mia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Kaarten over</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name and colour</source>
        <translation>Naam en kleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human or computer player, with its level</source>
        <translation>Mens of computer, met zijn niveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards in hand</source>
        <translation>Kaarten in de hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orders left in the waiter stack</source>
        <translation>Bestellingen op de bestelstapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas delivered so far</source>
        <translation>Tot nu toe uitgevoerde bestellingen</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+84"/>
        <source>Holds the Mamma Mia card</source>
        <translation>Heeft de Mamma Mia-kaart</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Whose turn it is</source>
        <translation>Wie aan de beurt is</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie-break: on equal pizzas, the most ingredient cards left in hand ranks first</source>
        <translation>Gelijkspel: bij evenveel pizza&apos;s staat wie de meeste ingrediëntkaarten in de hand heeft voorop</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No tie-break needed</source>
        <translation>Geen gelijkspel</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Ingredient cards left in hand: %n</source>
        <translation>
            <numerusform>Ingrediëntkaarten in de hand: %n</numerusform>
            <numerusform>Ingrediëntkaarten in de hand: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, {colour}, to play</source>
        <translation>{name}, {colour}, aan de beurt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, {colour}</source>
        <translation>{name}, {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is played by: {kind}</source>
        <translation>{name} wordt gespeeld door: {kind}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cards in hand: %n</source>
        <translation>
            <numerusform>Kaarten in de hand: %n</numerusform>
            <numerusform>Kaarten in de hand: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Orders in the waiter stack: %n</source>
        <translation>
            <numerusform>Bestellingen op de bestelstapel: %n</numerusform>
            <numerusform>Bestellingen op de bestelstapel: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pizzas delivered: %n</source>
        <translation>
            <numerusform>Uitgevoerde bestellingen: %n</numerusform>
            <numerusform>Uitgevoerde bestellingen: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Does not hold the Mamma Mia card</source>
        <translation>Heeft de Mamma Mia-kaart niet</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is to play</source>
        <translation>{name} is aan de beurt</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting</source>
        <translation>Wacht</translation>
    </message>
</context>
<context>
    <name>ScoreboardPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/table_page.py" line="+144"/>
        <location line="+1"/>
        <source>Scoreboard</source>
        <translation>Scorebord</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Finished rounds</source>
        <translation>Gespeelde rondes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No round has ended yet.</source>
        <translation>Er is nog geen ronde afgelopen.</translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-235"/>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: random</source>
        <translation>AI: willekeurig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: beginner</source>
        <translation>AI: beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: intermediate</source>
        <translation>AI: gemiddeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: expert</source>
        <translation>AI: expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: master</source>
        <translation>AI: meester</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>Telefoon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: Auto</source>
        <translation>AI: automatisch</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+51"/>
        <source>order being checked</source>
        <translation>controle bestelling</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the pizzas out</source>
        <translation>haalt de pizza&apos;s eruit</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name} · {colour} · personal ingredient: {ingredient}</source>
        <translation>{name} · {colour} · eigen ingrediënt: {ingredient}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/tools/sweep/fit_checks.py" line="+273"/>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="-100"/>
        <source>thinking…</source>
        <translation>denkt na…</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+6"/>
        <source>to play</source>
        <translation>aan de beurt</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiter</source>
        <translation>bestelstapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delivered</source>
        <translation>uitgevoerd</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/settings.py" line="+35"/>
        <location line="+170"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+147"/>
        <source>Animation speed</source>
        <translation>Animatiesnelheid</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>AI pace</source>
        <translation>Tempo van de computer</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>How long computer players take before they play</source>
        <translation>Hoe lang computerspelers nadenken voordat ze spelen</translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>Start in fullscreen</source>
        <translation>Starten in volledig scherm</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+144"/>
        <source>At the table</source>
        <translation>Aan tafel</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+144"/>
        <source>Animation speed:</source>
        <translation>Animatiesnelheid:</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+144"/>
        <source>AI pace:</source>
        <translation>Tempo computer:</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+145"/>
        <source>A lost phone&apos;s seat to the computer after:</source>
        <translation>Plaats van een verloren telefoon naar de computer na:</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+152"/>
        <source>Memory coach: a question at each reveal</source>
        <translation>Geheugentrainer: een vraag bij elke onthulling</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>{volume} %</source>
        <translation>{volume}%</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Light</source>
        <translation>Licht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Donker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Hoog contrast</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looks</source>
        <translation>Weergave</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme:</source>
        <translation>Thema:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text size:</source>
        <translation>Tekstgrootte:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reduced motion: cards fade instead of flying</source>
        <translation>Minder beweging: kaarten vervagen in plaats van te vliegen</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>Window</source>
        <translation>Venster</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+92"/>
        <source>F11 switches fullscreen at any time.</source>
        <translation>F11 schakelt altijd tussen volledig scherm en venster.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Start in kiosk mode</source>
        <translation>Starten in kioskmodus</translation>
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
        <translation>Na zoveel seconden zonder invoer terug naar de demo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the demo when idle for:</source>
        <translation>Terug naar de demo na:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep the demo&apos;s games in the game history</source>
        <translation>Demospellen in het spelarchief bewaren</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The operator PIN (kiosk/pin in the configuration file) unlocks kiosk mode.</source>
        <translation>De beheerders-pincode (kiosk/pin in het configuratiebestand) ontgrendelt de kioskmodus.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>When a phone has been lost this long, the table offers to let the computer play its seat</source>
        <translation>Is een telefoon zo lang weg, dan biedt de tafel aan de computer zijn plaats te laten spelen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When one person plays at the screen: before the oven is turned, a question about the round</source>
        <translation>Als één persoon aan het scherm speelt: een vraag over de ronde voordat de oven opengaat</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sound</source>
        <translation>Geluid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound volume</source>
        <translation>Volume van de geluiden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mute the sound (M switches it at any time)</source>
        <translation>Geluid uit (M schakelt het altijd om)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound in the demo games (only once someone has touched the screen)</source>
        <translation>Geluid in de demospellen (pas nadat iemand het scherm heeft aangeraakt)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>Language</source>
        <translation>Taal</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game switches at once; every window follows.</source>
        <translation>Het spel schakelt meteen om; alle vensters volgen.</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../mammamia_qt/ui/sound.py" line="+328"/>
        <source>Sound off (M turns it on)</source>
        <translation>Geluid uit (M zet het weer aan)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on</source>
        <translation>Geluid aan</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+43"/>
        <source>Slow</source>
        <translation>Langzaam</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Snel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Direct</translation>
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
        <translation>Het pizzakaartspel voor een goed geheugen</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+56"/>
        <source>Continue</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>First game</source>
        <translation>Eerste spel</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>How to play</source>
        <translation>Spelregels</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Quit</source>
        <translation>Afsluiten</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+60"/>
        <source>Resume the saved game</source>
        <translation>Het opgeslagen spel hervatten</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+60"/>
        <source>Choose players and rules for a new game</source>
        <translation>Spelers en regels voor een nieuw spel kiezen</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_charts.py" line="+68"/>
        <location line="+19"/>
        <location filename="../mammamia_qt/ui/history/stats_tab.py" line="+267"/>
        <source>{percent} %</source>
        <translation>{percent}%</translation>
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
        <translation>Gewonnen per editie (spellen)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won by number of players (games)</source>
        <translation>Gewonnen per aantal spelers (spellen)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Won against computer players (games)</source>
        <translation>Gewonnen tegen computerspelers (spellen)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No games against computer players yet</source>
        <translation>Nog geen spellen tegen computerspelers</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-38"/>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beginner</source>
        <translation>beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermediate</source>
        <translation>gemiddeld</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>master</source>
        <translation>meester</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_charts.py" line="+16"/>
        <source>Pizzas per round, game by game</source>
        <translation>Pizza&apos;s per ronde, spel voor spel</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Games, oldest first</source>
        <translation>Spellen, oudste eerst</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_tab.py" line="-198"/>
        <source>Games</source>
        <translation>Spellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Winstpercentage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas per game</source>
        <translation>Pizza&apos;s per spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game</source>
        <translation>Beste spel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>Langste winstreeks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current winning streak</source>
        <translation>Huidige winstreeks</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <location line="+141"/>
        <source>The game archive {path} cannot be read:
{reason}</source>
        <translation>Het spellenarchief {path} kan niet worden gelezen:
{reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No finished games are kept yet.
Play a game to the end and its figures appear here.</source>
        <translation>Nog geen uitgespeelde spellen bewaard.
Speel een spel uit en de cijfers verschijnen hier.</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n pizza(s)</source>
        <translation>
            <numerusform>%n pizza</numerusform>
            <numerusform>%n pizza&apos;s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Rename “{old}” to “{new}” in %n game(s)?</source>
        <translation>
            <numerusform>“{old}” in %n spel hernoemen naar “{new}”?</numerusform>
            <numerusform>“{old}” in %n spellen hernoemen naar “{new}”?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Merge {names} into “{new}”? Their %n game(s) then count for one player.</source>
        <translation>
            <numerusform>{names} samenvoegen tot “{new}”? Hun %n spel telt dan voor één speler.</numerusform>
            <numerusform>{names} samenvoegen tot “{new}”? Hun %n spellen tellen dan voor één speler.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}”</source>
        <translation>“{name}”</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename or merge names</source>
        <translation>Namen wijzigen of samenvoegen</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Delete %n game(s) for good? Every player&apos;s figures lose them.</source>
        <translation>
            <numerusform>%n spel definitief verwijderen? Het verdwijnt uit de cijfers van alle spelers.</numerusform>
            <numerusform>%n spellen definitief verwijderen? Ze verdwijnen uit de cijfers van alle spelers.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete games</source>
        <translation>Spellen verwijderen</translation>
    </message>
    <message>
        <location line="-282"/>
        <location line="+292"/>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing was changed: the game archive said “{reason}”.</source>
        <translation>Er is niets veranderd: het spellenarchief meldde “{reason}”.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player:</source>
        <translation>Speler:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename or merge…</source>
        <translation>Hernoemen of samenvoegen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete games…</source>
        <translation>Spellen verwijderen…</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../mammamia_qt/ui/table/director.py" line="+152"/>
        <source>Game over</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} of {rounds} · taking the pizzas out of the oven</source>
        <translation>Ronde {round} van {rounds} · de pizza&apos;s gaan uit de oven</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/card_motions.py" line="+73"/>
        <source>{name}&apos;s order</source>
        <translation>Bestelling van {name}</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>chosen: {kinds}</source>
        <translation>gekozen: {kinds}</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Your order</source>
        <translation>Jouw bestelling</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Delivered!</source>
        <translation>Uitgevoerd!</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Back to the waiter: {reason}</source>
        <translation>Terug naar de bestelstapel: {reason}</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/table_page.py" line="+90"/>
        <source>Game table</source>
        <translation>Speltafel</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../mammamia_qt/ui/table/table_widget.py" line="+171"/>
        <source>Skip animations  [Space]</source>
        <translation>Animaties overslaan  [spatie]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip animations</source>
        <translation>Animaties overslaan</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Card table</source>
        <translation>Kaarttafel</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Pass the device to {name}.</source>
        <translation>Geef het apparaat door aan {name}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{owner} asks {name} for help…</source>
        <translation>{owner} vraagt {name} om hulp…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is thinking…</source>
        <translation>{name} denkt na…</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/entry.py" line="+79"/>
        <source>Welcome to Mamma Mia!</source>
        <translation>Welkom bij Mamma Mia!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New to the game? Play a guided first game: a short lesson on the real table that shows you every step, then goes on as a real game.</source>
        <translation>Nieuw in het spel? Speel een begeleid eerste spel: een korte les aan de echte tafel die je elke stap laat zien en daarna doorgaat als een echt spel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the guided first game</source>
        <translation>Begeleid spel starten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not now</source>
        <translation>Nu niet</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/lesson.py" line="+237"/>
        <source>The lesson ends and this game goes on as a normal game.</source>
        <translation>De les stopt en dit spel gaat verder als een gewoon spel.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="+22"/>
        <source>Welcome to Mamma Mia! Let&apos;s play your first game together. These are your cards: ingredients, and your order, a pizza you want to bake.</source>
        <translation>Welkom bij Mamma Mia! Laten we samen je eerste spel spelen. Dit zijn je kaarten: ingrediënten, en je bestelling, een pizza die je wilt bakken.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the oven. Everyone puts cards into it, but only the top card stays visible. Remember what goes in: that is the whole game!</source>
        <translation>Dit is de oven. Iedereen legt er kaarten in, maar alleen de bovenste blijft zichtbaar. Onthoud wat erin gaat: daar draait het hele spel om!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is your opponent, Luigi. He plays his own orders with the same oven.</source>
        <translation>Dit is je tegenstander Luigi. Hij bakt zijn eigen bestellingen in dezelfde oven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn! Each turn you put ingredients of one kind into the oven, may add one order, and then draw back up to seven cards.</source>
        <translation>Jouw beurt! Elke beurt leg je ingrediënten van één soort in de oven, mag je er één bestelling bij leggen en trek je daarna weer aan tot zeven kaarten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may draw from the supply (ingredients) or from your waiter (your own orders), never both. This time take ingredients.</source>
        <translation>Je trekt van de ingrediëntenstapel (ingrediënten) of van je bestelstapel (je eigen bestellingen), nooit van allebei. Neem deze keer ingrediënten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Well done. Keep filling the oven.</source>
        <translation>Goed gedaan. Vul de oven verder.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orders are delivered when the ingredients before them are in the oven.</source>
        <translation>Een bestelling wordt uitgevoerd als de ingrediënten ervoor al vóór haar in de oven liggen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No order left in your hand: just play ingredients.</source>
        <translation>Geen bestelling meer in je hand: leg gewoon ingrediënten.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The supply is empty: the oven is turned over! Its cards are shown one by one, in the order they were played. Ingredients join their columns.</source>
        <translation>De ingrediëntenstapel is op: de oven gaat open! De kaarten worden één voor één omgedraaid, in de volgorde waarin ze gespeeld zijn. Elk ingrediënt komt in zijn kolom.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your order is short of a few ingredients, but you hold them. Complete it from your hand and it is delivered!</source>
        <translation>Je bestelling komt een paar ingrediënten tekort, maar je hebt ze in je hand. Vul ze aan uit je hand en ze wordt uitgevoerd!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This order lets you choose a kind.</source>
        <translation>Bij deze bestelling kies je zelf een soort.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short again, and you can cover it: complete it.</source>
        <translation>Weer iets tekort, en jij kunt het aanvullen: doe dat.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This time your hand cannot cover it: the order goes back under your waiter.</source>
        <translation>Deze keer is je hand niet genoeg: de bestelling gaat terug onder je bestelstapel.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This is the Plus edition: nine cards in hand and a sixth ingredient, shrimp. Above all, in Plus the players may help each other. Let&apos;s play a round and see how.</source>
        <translation>Dit is de Plus-editie: negen kaarten in je hand en een zesde ingrediënt, garnalen. Vooral: in Plus mogen spelers elkaar helpen. Laten we een ronde spelen en zien hoe dat gaat.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your opponents are Luigi and Gina. Everyone bakes in the same oven.</source>
        <translation>Je tegenstanders zijn Luigi en Gina. Iedereen bakt in dezelfde oven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A turn is as in Classic: ingredients of one kind, maybe an order, then draw. In Plus you draw up to nine cards, but at most five at a time.</source>
        <translation>Een beurt gaat als in Classic: ingrediënten van één soort, eventueel een bestelling, dan trekken. In Plus trek je aan tot negen kaarten, maar hoogstens vijf tegelijk.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your order is short and your hand cannot cover it. In Plus you may ask the others for exactly the cards you miss: the first who holds them all and still has an order in the waiter may help.</source>
        <translation>Je bestelling komt iets tekort en je hand is niet genoeg. In Plus mag je de anderen om precies de ontbrekende kaarten vragen: de eerste die ze allemaal heeft en nog een bestelling op de bestelstapel, mag helpen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Now someone asks you for help. Everyone is asked in turn, so the question tells nobody what you hold. This time, say no.</source>
        <translation>Nu vraagt iemand jou om hulp. Iedereen wordt om de beurt gevraagd, dus de vraag verraadt niemand wat jij hebt. Zeg deze keer nee.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold what is asked for: help! The cards go to the owner, and the top card of your waiter goes onto the delivered pile: it counts as a pizza for you.</source>
        <translation>Jij hebt wat gevraagd wordt: help! De kaarten gaan naar de eigenaar, en de bovenste kaart van je bestelstapel gaat naar je stapel uitgevoerde bestellingen: die telt als pizza voor jou.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Select {cards} in your hand, then draw from the supply.</source>
        <translation>Kies {cards} in je hand en trek dan van de ingrediëntenstapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select {cards} in your hand, then draw from your waiter.</source>
        <translation>Kies {cards} in je hand en trek dan van je bestelstapel.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Add {cards} from your hand.</source>
        <translation>Vul aan met {cards} uit je hand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ask the others for {cards}.</source>
        <translation>Vraag de anderen om {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer yes: hand over the cards asked for.</source>
        <translation>Antwoord ja: geef de gevraagde kaarten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer no: you do not help this time.</source>
        <translation>Antwoord nee: deze keer help je niet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer no: the order goes back under your waiter.</source>
        <translation>Antwoord nee: de bestelling gaat terug onder je bestelstapel.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose {kinds}.</source>
        <translation>Kies {kinds}.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>First read the note, then press Next.</source>
        <translation>Lees eerst de uitleg en druk dan op Verder.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move now. {todo}</source>
        <translation>Nu niet deze zet. {todo}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play on</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Verder</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/lesson.py" line="-2"/>
        <source>Leave the lesson?</source>
        <translation>De les verlaten?</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="+5"/>
        <source>Leave the lesson</source>
        <translation>Les verlaten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stay in the lesson</source>
        <translation>In de les blijven</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="-274"/>
        <source>You drew the Mamma Mia card! It now lies by your name, and you drew another card in its place. When the supply runs out, whoever holds it takes the pizzas out of the oven and starts the next round: this time, you.</source>
        <translation>Je hebt de Mamma Mia-kaart getrokken! Die ligt nu bij je naam, en je hebt er een andere kaart voor in de plaats getrokken. Als de ingrediëntenstapel op is, haalt wie haar heeft de pizza’s uit de oven en begint de volgende ronde: deze keer jij.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>That was a whole round! What you learned:
• A turn: ingredients of one kind, maybe one order, then draw.
• The oven is shown in the order it was filled: an order takes the ingredients before it.
• Count what goes in: it tells you when an order is worth playing.
• The Mamma Mia card: its holder takes the pizzas out when the supply is empty.
Play on against Luigi (three rounds; the most orders delivered wins), or start a game of your own.</source>
        <translation>Dat was een hele ronde! Wat je geleerd hebt:
• Een beurt: ingrediënten van één soort, misschien één bestelling, dan trekken.
• De oven wordt omgedraaid in de volgorde waarin hij gevuld is: een bestelling neemt de ingrediënten die vóór haar liggen.
• Tel wat erin gaat: zo weet je wanneer een bestelling de moeite waard is.
• De Mamma Mia-kaart: wie haar heeft, haalt de pizza’s eruit als de ingrediëntenstapel op is.
Speel verder tegen Luigi (drie rondes; wie de meeste bestellingen uitvoert, wint) of begin een eigen spel.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>One more rule for later rounds: the supply is made from the ingredients a reveal used. If a reveal uses none, the next round starts with an empty supply: then everyone plays just one turn (one lap), drawing from the waiter only, and the oven is turned over again.</source>
        <translation>Nog één regel voor latere rondes: de ingrediëntenstapel wordt gemaakt van de ingrediënten die bij het omdraaien gebruikt zijn. Wordt er niets gebruikt, dan begint de volgende ronde met een lege stapel: dan speelt iedereen maar één beurt (één rondje), trekt alleen van de bestelstapel, en de oven wordt weer omgedraaid.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That was a Plus round with helping! What you learned:
• Short of cards at the reveal? Ask the others for exactly what you miss.
• Helping gives away cards but puts the top card of your waiter on your delivered pile.
• An empty supply at a round&apos;s start means one lap, drawing from the waiter only.
Play on against Luigi and Gina (three rounds; the most orders delivered wins), or start a game of your own.</source>
        <translation>Dat was een Plus-ronde met helpen! Wat je geleerd hebt:
• Kom je bij het omdraaien kaarten tekort? Vraag de anderen om precies wat je mist.
• Wie helpt, geeft kaarten weg, maar legt de bovenste kaart van de bestelstapel bij de uitgevoerde bestellingen.
• Een lege ingrediëntenstapel aan het begin van een ronde: één rondje, alleen van de bestelstapel trekken.
Speel verder tegen Luigi en Gina (drie rondes; wie de meeste bestellingen uitvoert, wint) of begin een eigen spel.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>first</source>
        <translation>eerste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>tweede</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>third</source>
        <translation>derde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourth</source>
        <translation>vierde</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fifth</source>
        <translation>vijfde</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>your order “{order}”</source>
        <translation>je bestelling ‘{order}’</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the {nth} of your {count} “{order}” orders from the left (the ringed one)</source>
        <translation>van je {count} bestellingen ‘{order}’ de {nth} van links (de omcirkelde)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Select {cards} and {order} in your hand, then draw from the supply.</source>
        <translation>Kies {cards} en {order} in je hand en trek dan van de ingrediëntenstapel.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select {cards} and {order} in your hand, then draw from your waiter.</source>
        <translation>Kies {cards} en {order} in je hand en trek dan van je bestelstapel.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Why now? Count the plays so far: with this turn the oven holds {have}, all that your “{order}” needs, unless an order revealed before it uses them.</source>
        <translation>Waarom nu? Tel de zetten tot nu toe: met deze beurt ligt er {have} in de oven, alles wat je ‘{order}’ nodig heeft, tenzij een bestelling die eerder wordt omgedraaid het gebruikt.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Why now? Count the plays so far: with this turn the oven holds {have} of what your “{order}” needs, so it is short of only {missing}, which you may add from your hand when it is revealed.</source>
        <translation>Waarom nu? Tel de zetten tot nu toe: met deze beurt ligt er {have} in de oven van wat je ‘{order}’ nodig heeft; je komt dus alleen {missing} tekort, en dat mag je bij het omdraaien uit je hand bijleggen.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>New game against beginners</source>
        <translation>Nieuw spel tegen beginners</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>No order this time: play the ingredients alone.</source>
        <translation>Deze keer geen bestelling: speel alleen de ingrediënten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add {order} to the ingredients.</source>
        <translation>Leg {order} bij de ingrediënten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is another “{order}”: take {which}.</source>
        <translation>Dat is een andere ‘{order}’: neem {which}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is your “{chosen}”; this turn plays {order}.</source>
        <translation>Dat is je ‘{chosen}’; deze beurt speel je {order}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You chose {chosen}; this turn plays {cards}.</source>
        <translation>Je koos {chosen}; deze beurt speel je {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw from the supply this time, not from your waiter.</source>
        <translation>Trek deze keer van de ingrediëntenstapel, niet van je bestelstapel.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from your waiter this time, not from the supply.</source>
        <translation>Trek deze keer van je bestelstapel, niet van de ingrediëntenstapel.</translation>
    </message>
</context>
<context>
    <name>_Salvage</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/history/archive_texts.py" line="+30"/>
        <source>{file} was damaged. %n of {found} kept games were recovered into a new game history; the damaged file was set aside (not deleted) as {aside}.</source>
        <translation>
            <numerusform>{file} was beschadigd. %n van {found} bewaarde spellen is teruggehaald in een nieuw spelarchief; het beschadigde bestand is opzijgezet (niet verwijderd) als {aside}.</numerusform>
            <numerusform>{file} was beschadigd. %n van {found} bewaarde spellen zijn teruggehaald in een nieuw spelarchief; het beschadigde bestand is opzijgezet (niet verwijderd) als {aside}.</numerusform>
        </translation>
    </message>
</context>
</TS>
