<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/about.py" line="+46"/>
        <source>About Mamma Mia!</source>
        <translation>O hře Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version}</source>
        <translation>Verze {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This edition is free software, released under the MIT licence.</source>
        <translation>Toto vydání je svobodný software šířený pod licencí MIT.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mamma Mia! is a card game by Uwe Rosenberg, published by Abacusspiele. The card art and the texts of this desktop edition are the project&apos;s own.</source>
        <translation>Mamma Mia! je karetní hra Uweho Rosenberga, kterou vydalo nakladatelství Abacusspiele. Obrázky karet a texty tohoto vydání pro počítač jsou vlastním dílem projektu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the About box</source>
        <translation>Zavřít okno O hře</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../mammamia_qt/ui/table/action_bar.py" line="+257"/>
        <source>Waiting…</source>
        <translation>Čekání…</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Your turn: nothing to play, so you pass.</source>
        <translation>Jsi na tahu: nemáš co vyložit, takže pasuješ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: choose ingredients of one kind, maybe an order, then draw.</source>
        <translation>Jsi na tahu: vyber přísady jednoho druhu, případně objednávku, a pak si dober.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>×{held}  [{key}]</source>
        <translation>×{held}  [{key}]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{ingredient}: {held} in hand (key {key})</source>
        <translation>{ingredient}: {held} v ruce (klávesa {key})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One card fewer (key −)</source>
        <translation>O kartu méně (klávesa −)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card more (key +)</source>
        <translation>O kartu více (klávesa +)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card fewer</source>
        <translation>O kartu méně</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card more</source>
        <translation>O kartu více</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+49"/>
        <source>{ingredient}: {count} of {held} selected</source>
        <translation>{ingredient}: vybráno {count} z {held}</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>{ingredient}: {held} in hand</source>
        <translation>{ingredient}: {held} v ruce</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Order: {name}</source>
        <translation>Objednávka: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No order</source>
        <translation>Bez objednávky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cycle through your orders (key O)</source>
        <translation>Procházet tvoje objednávky (klávesa O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no order to place now.</source>
        <translation>Teď nemáš žádnou objednávku k vyložení.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from supply ({n})  [S]</source>
        <translation>Dobrat z balíčku přísad ({n})  [S]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from waiter ({n})  [W]</source>
        <translation>Dobrat z balíčku objednávek ({n})  [W]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pass  [Enter]</source>
        <translation>Pasovat  [Enter]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play without drawing  [Enter]</source>
        <translation>Vyložit bez dobírání  [Enter]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>order {order} selected</source>
        <translation>vybrána objednávka {order}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{cards} and {order}</source>
        <translation>{cards} a {order}</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+12"/>
        <source>Nothing selected</source>
        <translation>Nic nevybráno</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <location filename="../mammamia_qt/ui/table/announce.py" line="+271"/>
        <source>This round&apos;s plays</source>
        <translation>Tahy tohoto kola</translation>
    </message>
</context>
<context>
    <name>ArchiveKeeper</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+107"/>
        <source>it is not a game history file</source>
        <translation>nejde o soubor archivu her</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it belongs to another program</source>
        <translation>patří jinému programu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged</source>
        <translation>je poškozený</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by a newer version of the game</source>
        <translation>zapsala ho novější verze hry</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/archive_texts.py" line="+30"/>
        <source>another program is using it</source>
        <translation>právě ho používá jiný program</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game is not allowed to read or change it (no permission)</source>
        <translation>hra ho nesmí číst ani měnit (chybí oprávnění)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder stands in its place</source>
        <translation>na jeho místě je složka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder cannot be made (a file is in the way)</source>
        <translation>jeho složku nelze vytvořit (stojí v cestě soubor)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file or its disk is read-only</source>
        <translation>soubor nebo jeho disk je jen pro čtení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>disk je plný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be opened or written</source>
        <translation>nelze ho otevřít ani do něj zapisovat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be brought up to date</source>
        <translation>nepodařilo se ho převést na novou verzi</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The game history {file} cannot be opened: {reason}.</source>
        <translation>Archiv her {file} nelze otevřít: {reason}.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>it could not be used</source>
        <translation>nepodařilo se ho použít</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>{file} could not be read: {reason}. It was set aside (not deleted) as {aside}, and a new game history was started.</source>
        <translation>{file} nelze přečíst: {reason}. Soubor byl odložen stranou (nikoli smazán) jako {aside} a byl založen nový archiv her.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/archive_keeper.py" line="+148"/>
        <source>The game history could not be read</source>
        <translation>Archiv her nelze přečíst</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game history {file} cannot be opened: {reason}. Until this is put right, the games you finish are not kept.</source>
        <translation>Archiv her {file} nelze otevřít: {reason}. Dokud to nebude napraveno, hry, které dohraješ, se neukládají.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game history cannot be used</source>
        <translation>Archiv her nelze použít</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The finished game could not be kept in the game history ({file}): {reason}.</source>
        <translation>Dohranou hru nelze uložit do archivu her ({file}): {reason}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot keep the game</source>
        <translation>Hru nelze archivovat</translation>
    </message>
</context>
<context>
    <name>AttractPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/attract.py" line="+265"/>
        <source>Demo game</source>
        <translation>Ukázková hra</translation>
    </message>
</context>
<context>
    <name>AutoLevel</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game_auto.py" line="+35"/>
        <source>No person plays at this table: Auto seats play at {level}.</source>
        <translation>U tohoto stolu nehraje žádný člověk: automatická místa hrají na úrovni „{level}“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games of yours yet: the computer starts at {level}.</source>
        <translation>Zatím nemáš žádné hry: počítač začíná na úrovni „{level}“.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You won {wins} of your last %n game(s): one seat moves up to {level}.</source>
        <translation>
            <numerusform>Tvé výhry v %n dosavadní hře: {wins}. Jedno místo postupuje na úroveň „{level}“.</numerusform>
            <numerusform>Tvé výhry v posledních %n hrách: {wins}. Jedno místo postupuje na úroveň „{level}“.</numerusform>
            <numerusform>Tvé výhry v posledních %n hrách: {wins}. Jedno místo postupuje na úroveň „{level}“.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won {wins} of your last %n game(s): one seat moves down to {level}.</source>
        <translation>
            <numerusform>Tvé výhry v %n dosavadní hře: {wins}. Jedno místo klesá na úroveň „{level}“.</numerusform>
            <numerusform>Tvé výhry v posledních %n hrách: {wins}. Jedno místo klesá na úroveň „{level}“.</numerusform>
            <numerusform>Tvé výhry v posledních %n hrách: {wins}. Jedno místo klesá na úroveň „{level}“.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won {wins} of your last %n game(s): the computer stays at {level}.</source>
        <translation>
            <numerusform>Tvé výhry v %n dosavadní hře: {wins}. Počítač zůstává na úrovni „{level}“.</numerusform>
            <numerusform>Tvé výhry v posledních %n hrách: {wins}. Počítač zůstává na úrovni „{level}“.</numerusform>
            <numerusform>Tvé výhry v posledních %n hrách: {wins}. Počítač zůstává na úrovni „{level}“.</numerusform>
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
        <translation>Klepni a hraj</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mamma Mia! – the pizza card game</source>
        <translation>Mamma Mia! – karetní hra o pizze</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_chart.py" line="+91"/>
        <source>Answered right, per day</source>
        <translation>Správné odpovědi po dnech</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy over time</source>
        <translation>Úspěšnost v čase</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_panel.py" line="+116"/>
        <source>Answer  [Enter]</source>
        <translation>Odpovědět  [Enter]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answer</source>
        <translation>Tvoje odpověď</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/live_coach.py" line="+117"/>
        <source>Close</source>
        <translation>Zavřít</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_tab.py" line="+184"/>
        <location filename="../mammamia_qt/ui/history/coach_texts.py" line="+134"/>
        <source>Memory coach</source>
        <translation>Trenér paměti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New round</source>
        <translation>Nové kolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+153"/>
        <source>Next  [Enter]</source>
        <translation>Další  [Enter]</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Watch the plays as they go into the oven, then answer from memory.</source>
        <translation>Sleduj, co se dává do pece, a pak odpovídej zpaměti.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Press “New round”: a round of a kept game is played out, then you answer from memory.</source>
        <translation>Stiskni „Nové kolo“: přehraje se kolo jedné uložené hry a ty pak odpovídáš zpaměti.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The kept games could not be read ({file}): {reason}</source>
        <translation>Uložené hry se nepodařilo přečíst ({file}): {reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game is kept yet: finish a game, then practise with it here.</source>
        <translation>Zatím není uložená žádná hra: dohraj hru a pak s ní tady trénuj.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Face up from the round before: {cards}</source>
        <translation>Lícem nahoru z minulého kola: {cards}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}</source>
        <translation>Kolo {round}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play {n} of {total}</source>
        <translation>Tah {n} z {total}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}: an order, {order}</source>
        <translation>{name}: objednávka, {order}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing to ask about this round: press “New round”.</source>
        <translation>K tomuto kolu není na co se ptát: stiskni „Nové kolo“.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>New round  [Enter]</source>
        <translation>Nové kolo  [Enter]</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_texts.py" line="-115"/>
        <source>How many {ingredient}, your own ingredient, went into the oven this round?</source>
        <translation>Kolik karet „{ingredient}“, tvé vlastní přísady, přišlo v tomto kole do pece?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many {ingredient} went into the oven this round?</source>
        <translation>Kolik karet „{ingredient}“ přišlo v tomto kole do pece?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many ingredient cards went into the oven this round?</source>
        <translation>Kolik karet přísad přišlo v tomto kole do pece?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who put the most {ingredient} into the oven this round?</source>
        <translation>Kdo v tomto kole dal do pece nejvíc karet „{ingredient}“?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many {ingredient} did {name} put into the oven this round?</source>
        <translation>Kolik karet „{ingredient}“ dal(a) v tomto kole do pece hráč {name}?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s {order} was the first order into the oven. When it is turned, which ingredient will it be short of?</source>
        <translation>Objednávka {order} hráče {name} přišla do pece jako první. Která přísada jí bude chybět, až se otočí?</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>None: it is delivered at once</source>
        <translation>Žádná: je vyřízena hned</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More than one</source>
        <translation>Víc než jedna</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Right: {answer}.</source>
        <translation>Správně: {answer}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite: you said {given}, it was {answer}.</source>
        <translation>Ne tak docela: řekl(a) jsi {given}, správně je {answer}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None of it was played this round.</source>
        <translation>V tomto kole se z toho nic nezahrálo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played: {plays}.</source>
        <translation>Zahráno: {plays}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Face up when it was turned: {columns}. It needs {needs}; short: {short}.</source>
        <translation>Lícem nahoru, když se otočila: {columns}. Potřebuje {needs}; chybí: {short}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Level {level} of {top}</source>
        <translation>Úroveň {level} z {top}</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/kiosk/idle.py" line="+122"/>
        <source>Still playing? Returning to the demo in %n…</source>
        <translation>
            <numerusform>Hraješ ještě? Za %n sekundu se vrátí ukázka…</numerusform>
            <numerusform>Hraješ ještě? Za %n sekundy se vrátí ukázka…</numerusform>
            <numerusform>Hraješ ještě? Za %n sekund se vrátí ukázka…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am still playing</source>
        <translation>Ještě hraji</translation>
    </message>
</context>
<context>
    <name>CoverTexts</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+58"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>Na tahu je {name}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{owner} asks for {cards}. Will you help?</source>
        <translation>{owner} žádá o {cards}. Pomůžeš?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, no help</source>
        <translation>Ne, bez pomoci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s {order}: a choice to make.</source>
        <translation>{owner}: u {order} je třeba vybrat.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{owner}&apos;s {order} needs %n more card(s).</source>
        <translation>
            <numerusform>{owner}: na {order} chybí ještě %n karta.</numerusform>
            <numerusform>{owner}: na {order} chybí ještě %n karty.</numerusform>
            <numerusform>{owner}: na {order} chybí ještě %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s {order} is short of {cards}.</source>
        <translation>{owner}: na {order} chybí {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let it go back</source>
        <translation>Vrátit do balíčku objednávek</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/crash.py" line="+86"/>
        <source>Something went wrong inside the game: %1</source>
        <translation>Ve hře se něco pokazilo: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game is saved up to the last move: Continue on the start screen picks it up.</source>
        <translation>Tvoje hra je uložená až po poslední tah: tlačítkem „Pokračovat“ na úvodní obrazovce v ní budeš pokračovat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The details are in %1</source>
        <translation>Podrobnosti jsou v souboru %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
</context>
<context>
    <name>DeleteGamesDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_dialogs.py" line="+196"/>
        <source>Tick the games to delete.</source>
        <translation>Zaškrtněte hry, které se mají smazat.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n pizza(s)</source>
        <translation>
            <numerusform>%n pizza</numerusform>
            <numerusform>%n pizzy</numerusform>
            <numerusform>%n pizz</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>won with {pizzas}</source>
        <translation>výhra ({pizzas})</translation>
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
        <translation>Smazat hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games {name} played, newest first. Untick the ones to keep.</source>
        <translation>Hry hráče {name}, nejnovější nahoře. U her, které chcete ponechat, zrušte zaškrtnutí.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Smazat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick all</source>
        <translation>Zaškrtnout vše</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick none</source>
        <translation>Odškrtnout vše</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../mammamia_qt/wording/messages.py" line="+109"/>
        <source>Round {round} begins. {name} starts.</source>
        <translation>Začíná kolo {round}. Jako první hraje {name}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins. You start.</source>
        <translation>Začíná kolo {round}. Jako první hraješ ty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins with an empty supply: one lap, drawing only from the waiters.</source>
        <translation>Kolo {round} začíná s prázdným balíčkem přísad: jeden okruh se dobírá jen z balíčků objednávek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} puts {count} × {ingredient} into the oven.</source>
        <translation>{name} dává do pece {count} × {ingredient}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You put {count} × {ingredient} into the oven.</source>
        <translation>Dáváš do pece {count} × {ingredient}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} puts the order {order} into the oven.</source>
        <translation>{name} dává do pece objednávku {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You put your order {order} into the oven.</source>
        <translation>Dáváš do pece svou objednávku {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no ingredient and passes.</source>
        <translation>{name} nemá přísadu a pasuje.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient and pass.</source>
        <translation>Nemáš přísadu a pasuješ.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no ingredient and sits out.</source>
        <translation>{name} nemá přísadu a stojí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient and sit out.</source>
        <translation>Nemáš přísadu a stojíš.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws from the supply: {count}.</source>
        <translation>{name} si bere z balíčku přísad: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw from the supply: {count}.</source>
        <translation>Bereš si z balíčku přísad: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws from their waiter: {count}.</source>
        <translation>{name} si bere ze svého balíčku objednávek: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw from your waiter: {count}.</source>
        <translation>Bereš si ze svého balíčku objednávek: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws the Mamma Mia card.</source>
        <translation>{name} si táhne kartu Mamma Mia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw the Mamma Mia card.</source>
        <translation>Táhneš si kartu Mamma Mia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The supply is empty: {name} takes the pizzas out of the oven (cards: {count}).</source>
        <translation>Balíček přísad je prázdný: {name} vytahuje pizzy z pece (karet: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: you take the pizzas out of the oven (cards: {count}).</source>
        <translation>Balíček přísad je prázdný: vytahuješ pizzy z pece (karet: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lap is over: {name} takes the pizzas out of the oven (cards: {count}).</source>
        <translation>Okruh skončil: {name} vytahuje pizzy z pece (karet: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lap is over: you take the pizzas out of the oven (cards: {count}).</source>
        <translation>Okruh skončil: vytahuješ pizzy z pece (karet: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From the oven: {ingredient}, now {count} face up.</source>
        <translation>Z pece: {ingredient}, nyní {count} lícem nahoru.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the oven: {name}&apos;s order {order}.</source>
        <translation>Z pece: objednávka {order} hráče {name}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the oven: your order {order}.</source>
        <translation>Z pece: tvoje objednávka {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chooses {kinds} for the {order}.</source>
        <translation>{name} volí {kinds} pro objednávku {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You choose {kinds} for your {order}.</source>
        <translation>Volíš {kinds} pro svou objednávku {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} asks for help with the {order}: {cards}.</source>
        <translation>{name} žádá o pomoc s objednávkou {order}: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You ask for help with your {order}: {cards}.</source>
        <translation>Žádáš o pomoc se svou objednávkou {order}: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} does not help.</source>
        <translation>{name} nepomůže.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not help.</source>
        <translation>Nepomůžeš.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} helps {name} with {cards}.</source>
        <translation>{helper} pomáhá hráči {name}: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You help {name} with {cards}.</source>
        <translation>Pomáháš hráči {name}: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} helps you with {cards}.</source>
        <translation>{helper} ti pomáhá: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered.</source>
        <translation>Objednávka {order} hráče {name} je vyřízena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} is delivered.</source>
        <translation>Tvoje objednávka {order} je vyřízena.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered with help from {helper}.</source>
        <translation>Objednávka {order} hráče {name} je vyřízena s pomocí hráče {helper}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} is delivered with help from {helper}.</source>
        <translation>Tvoje objednávka {order} je vyřízena s pomocí hráče {helper}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered with your help.</source>
        <translation>Objednávka {order} hráče {name} je vyřízena s tvou pomocí.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} goes back to the waiter: {reason}.</source>
        <translation>Objednávka {order} hráče {name} se vrací do balíčku objednávek: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} goes back to your waiter: {reason}.</source>
        <translation>Tvoje objednávka {order} se vrací do tvého balíčku objednávek: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} is over. Delivered this round: {counts}.</source>
        <translation>Kolo {round} skončilo. Vyřízeno v tomto kole: {counts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. {name} wins.</source>
        <translation>Konec hry. Vítězí {name}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. You win!</source>
        <translation>Konec hry. Vyhráváš!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. {names} share the win.</source>
        <translation>Konec hry. O vítězství se dělí: {names}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. You share the win with {names}.</source>
        <translation>Konec hry. O vítězství se dělíš s hráči: {names}.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Round {round} of {rounds} · filling the oven · {name} to play</source>
        <translation>Kolo {round} z {rounds} · plní se pec · na tahu je {name}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds} · filling the oven · your turn</source>
        <translation>Kolo {round} z {rounds} · plní se pec · na tahu jsi ty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}: {name} to play.</source>
        <translation>Kolo {round} z {rounds}: na tahu je {name}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}: your turn.</source>
        <translation>Kolo {round} z {rounds}: na tahu jsi ty.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has the Mamma Mia card.</source>
        <translation>{name} má kartu Mamma Mia.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the Mamma Mia card.</source>
        <translation>Kartu Mamma Mia máš ty.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+102"/>
        <source>Cannot keep the game</source>
        <translation>Hru nelze uchovat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot be saved to {path}: {reason}</source>
        <translation>Hru nelze uložit do {path}: {reason}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The last game cannot be continued</source>
        <translation>Poslední hru nelze dohrát</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+25"/>
        <source>the file is far too large to be a saved game</source>
        <translation>soubor je příliš velký na uloženou hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged or cut short</source>
        <translation>soubor je poškozený nebo neúplný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it is not text)</source>
        <translation>soubor je poškozený (neobsahuje text)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a saved game of Mamma Mia!</source>
        <translation>není to uložená hra Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was saved by a newer version of the game</source>
        <translation>byla uložena novější verzí hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged: its moves do not replay</source>
        <translation>soubor je poškozený: jeho tahy nelze přehrát</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file does not exist</source>
        <translation>soubor neexistuje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read</source>
        <translation>soubor nelze přečíst</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a link to a file that does not exist</source>
        <translation>je to odkaz na soubor, který neexistuje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a file (but a folder, a pipe or a device)</source>
        <translation>není to soubor (ale složka, roura nebo zařízení)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading the file took too long</source>
        <translation>čtení souboru trvalo příliš dlouho</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (its data is nested far too deeply)</source>
        <translation>soubor je poškozený (jeho data jsou vnořena příliš hluboko)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is damaged (it holds a number that is far too large or not a number)</source>
        <translation>soubor je poškozený (obsahuje číslo, které je příliš velké, nebo není číslem)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its version mark is not one this game knows (perhaps a newer version made it)</source>
        <translation>tato hra nezná jeho označení verze (možná ho vytvořila novější verze)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file was cut short or edited: its moves do not lead to the saved game</source>
        <translation>soubor byl zkrácen nebo upraven: jeho tahy nevedou k uložené hře</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is damaged</source>
        <translation>soubor je poškozený</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+21"/>
        <source>{file} could not be loaded: {reason}.</source>
        <translation>{file} nelze načíst: {reason}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} could not be loaded: {reason}. It was set aside (not deleted) as {aside}.</source>
        <translation>{file} nelze načíst: {reason}. Soubor byl odložen (ne smazán) jako {aside}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot save the game</source>
        <translation>Hru nelze uložit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} could not be written: {reason}</source>
        <translation>{file} nelze zapsat: {reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot load the game</source>
        <translation>Hru nelze načíst</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save the game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>Saved games (*.json)</source>
        <translation>Uložené hry (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load a game</source>
        <translation>Načíst hru</translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+80"/>
        <source>Everyone else, please look away.</source>
        <translation>Všichni ostatní se prosím dívejte jinam.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass to {name}</source>
        <translation>Předej hráči {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {name}: show my cards</source>
        <translation>Jsem {name}: ukaž moje karty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show {name}&apos;s cards</source>
        <translation>Ukázat karty hráče {name}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the screen to {name}</source>
        <translation>Předej obrazovku hráči {name}</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-68"/>
        <source>At the table</source>
        <translation>U stolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kiosk</source>
        <translation>Kiosek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Turnaj</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On phones</source>
        <translation>Na telefonech</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/games_list.py" line="+151"/>
        <source>&amp;Find a player:</source>
        <translation>&amp;Najít hráče:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a player</source>
        <translation>Najít hráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Otevřít</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the selected game (Enter)</source>
        <translation>Přehrát vybranou hru (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Smazat…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget the selected games (Delete)</source>
        <translation>Zapomenout vybrané hry (Delete)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game is kept yet.
Every game played to its end is kept here, to be replayed.</source>
        <translation>Zatím tu není žádná hra.
Každá dohraná hra se uloží sem a můžeš si ji znovu přehrát.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kept games</source>
        <translation>Uložené hry</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finished</source>
        <translation>Dohráno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Vydání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (★ won)</source>
        <translation>Hráči (★ vyhrál)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas</source>
        <translation>Pizzy</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where</source>
        <translation>Kde</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Forget the selected games ({count})? This cannot be undone.</source>
        <translation>Zapomenout vybrané hry ({count})? Nelze to vrátit zpět.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete games</source>
        <translation>Smazat hry</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../mammamia_qt/ui/history/history_page.py" line="+105"/>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the title screen (Esc)</source>
        <translation>Zpět na úvodní obrazovku (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The game archive {file} cannot be read: {why}</source>
        <translation>Archiv her {file} nelze přečíst: {why}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game {id} cannot be replayed: {why}</source>
        <translation>Hru {id} nelze přehrát: {why}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no data folder</source>
        <translation>chybí složka s daty</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The games could not be deleted: {why}</source>
        <translation>Hry se nepodařilo smazat: {why}</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/how_to_play.py" line="+189"/>
        <location line="+3"/>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zpět</translation>
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
        <translation>&amp;Nová hra…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Main menu</source>
        <translation>&amp;Hlavní nabídka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation>Hi&amp;storie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Uložit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>Na&amp;číst…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>Nas&amp;tavení…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;Jak hrát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Guided first game</source>
        <translation>Hra s prů&amp;vodcem</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guided game: &amp;helping (Plus)</source>
        <translation>Hra s průvodcem: &amp;pomoc (Plus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Mamma Mia!</source>
        <translation>&amp;O hře Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>U&amp;končit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Celá obrazovka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;coreboard</source>
        <translation>&amp;Tabulka hráčů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip reveal</source>
        <translation>&amp;Přeskočit vyhodnocení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound</source>
        <translation>&amp;Ztlumit zvuk</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_pages.py" line="+480"/>
        <source>Leave this game?</source>
        <translation>Opustit tuto hru?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game you start or load now takes the place of this one, in the autosave too: Continue will then resume that game, not this one.

To keep this game, choose No and save it with {path} first.</source>
        <translation>Hra, kterou teď spustíš nebo načteš, nahradí tuto hru, i v automatickém uložení: „Pokračovat“ pak obnoví tu novou hru, ne tuto.

Chceš-li si tuto hru ponechat, zvol „Ne“ a nejdřív ji přes {path} ulož.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/window_menus.py" line="-22"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;Zobrazení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Rychlost animací</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Jazyk</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/main_window.py" line="+100"/>
        <source>Game saved: {file}</source>
        <translation>Hra uložena: {file}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_pages.py" line="-46"/>
        <source>An unfinished game is waiting. A new game takes its place, in the autosave too: Continue will then resume the new game, not that one.</source>
        <translation>Čeká nedohraná hra. Nová hra zaujme její místo i v automatickém uložení: Pokračovat pak obnoví novou hru, ne tamtu.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Continue that game</source>
        <translation>Pokračovat v té hře</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game</source>
        <translation>Začít novou hru</translation>
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
        <translation>Oliva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pepper</source>
        <translation>Paprička</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mushroom</source>
        <translation>Houba</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Salami</source>
        <translation>Salám</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shrimp</source>
        <translation>Krevety</translation>
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
        <translation>Žlutá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Zelená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Hnědá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Fialová</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Červená</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pink</source>
        <translation>Růžová</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>or</source>
        <translation>nebo</translation>
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
        <translation>nic</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+173"/>
        <source>{name} has no ingredient and places an order</source>
        <translation>{name} nemá přísadu a vykládá objednávku</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has no ingredient and passes</source>
        <translation>{name} nemá přísadu a pasuje</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {count} × {ingredient} and an order</source>
        <translation>{name}: {count} × {ingredient} a objednávka</translation>
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
        <translation>Zaškrtněte aspoň jedno jméno.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the name to keep.</source>
        <translation>Napište jméno, které má zůstat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a new name, or tick more names to merge.</source>
        <translation>Napište nové jméno, nebo zaškrtněte další jména ke sloučení.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Rename or merge names</source>
        <translation>Přejmenovat nebo sloučit jména</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the names that belong to one player and type the name to keep. Their games then count for that name.</source>
        <translation>Zaškrtněte jména, která patří jednomu hráči, a napište jméno, které má zůstat. Jejich hry se pak počítají pod tímto jménem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name to keep:</source>
        <translation>Jméno, které zůstane:</translation>
    </message>
</context>
<context>
    <name>NarrationView</name>
    <message>
        <location filename="../mammamia_qt/ui/table/narration.py" line="+297"/>
        <source>Table narration</source>
        <translation>Dění u stolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table narration, last lines</source>
        <translation>Dění u stolu, poslední řádky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Escape or L to go back to the table.</source>
        <translation>Klávesou Escape nebo L se vrátíte ke stolu.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location line="-220"/>
        <source>Supply: {count}.</source>
        <translation>Balíček přísad: {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>žádné</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand: {cards}; your orders: {orders}.</source>
        <translation>Tvoje ruka: {cards}; tvoje objednávky: {orders}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over.</source>
        <translation>Konec hry.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} of {rounds}: taking the pizzas out, {count} left in the oven; face up: {columns}.</source>
        <translation>Kolo {round} z {rounds}: pizzy se vytahují z pece, v peci zbývá {count}; lícem nahoru: {columns}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty</source>
        <translation>prázdný</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have {hand} in hand, {waiter} in the waiter, {delivered} delivered.</source>
        <translation>Máš {hand} v ruce, {waiter} v balíčku objednávek, {delivered} vyřízeno.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: {hand} in hand, {waiter} in the waiter, {delivered} delivered.</source>
        <translation>{name}: {hand} v ruce, {waiter} v balíčku objednávek, {delivered} vyřízeno.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Oven: {count} cards, on top: {top}.</source>
        <translation>Pec: {count} karet, nahoře: {top}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game.py" line="+79"/>
        <source>Name of seat {n}</source>
        <translation>Jméno na místě {n}</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+31"/>
        <source>Player {n}</source>
        <translation>Hráč {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour of seat {n}</source>
        <translation>Barva na místě {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {n}</source>
        <translation>Kdo hraje na místě {n}</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic (1999): 2 to 5 players</source>
        <translation>Classic (1999): 2 až 5 hráčů</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus (2009): 2 to 6 players, shrimp and helping</source>
        <translation>Plus (2009): 2 až 6 hráčů, krevety a pomoc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Vydání</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Jméno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>Barva</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played by</source>
        <translation>Hraje</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Add a player</source>
        <translation>Přidat hráče</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>Remove a player</source>
        <translation>Odebrat hráče</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (clockwise)</source>
        <translation>Hráči (po směru hodin)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ingredients optional (Czech reading)</source>
        <translation>Přísady nepovinné (česká pravidla)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw fewer cards (Czech reading)</source>
        <translation>Dobírat méně karet (česká pravidla)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia card in the deal (Dutch rules)</source>
        <translation>Karta Mamma Mia v rozdávání (nizozemská pravidla)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Helping</source>
        <translation>Pomoc</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory aid</source>
        <translation>Pomůcka pro paměť</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn may skip putting ingredients into the oven.</source>
        <translation>V tahu nemusíš dát do pece žádnou přísadu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the end of a turn, draw any number of cards from one up to the limit.</source>
        <translation>Na konci tahu si dober libovolný počet karet, od jedné až do limitu.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Mamma Mia card is shuffled in before dealing; whoever gets it lays it out and draws again.</source>
        <translation>Karta Mamma Mia se zamíchá už před rozdáním; kdo ji dostane, vyloží ji před sebe a dobere si.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show everything played into the oven this round, not only the top card.</source>
        <translation>Ukazovat vše, co v tomto kole přišlo do pece, nejen horní kartu.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting player</source>
        <translation>Začínající hráč</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting player:</source>
        <translation>Začíná:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Pravidla</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Start the game</source>
        <translation>Začít hru</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Two players always play without helping.</source>
        <translation>Ve dvou se vždy hraje bez pomoci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player short of ingredients may ask the others; a helper scores a bonus order.</source>
        <translation>Komu chybí přísady, může požádat ostatní; kdo pomůže, získá navíc vyřízenou objednávku.</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n round(s). Hands of {hand} cards; the holder of the Mamma Mia card opens the oven. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%n kolo. V ruce {hand} karet; kdo má kartu Mamma Mia, otevírá pec. Vyhrává nejvíc vyřízených objednávek.</numerusform>
            <numerusform>%n kola. V ruce {hand} karet; kdo má kartu Mamma Mia, otevírá pec. Vyhrává nejvíc vyřízených objednávek.</numerusform>
            <numerusform>%n kol. V ruce {hand} karet; kdo má kartu Mamma Mia, otevírá pec. Vyhrává nejvíc vyřízených objednávek.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n round(s). Hands of {hand} cards, drawing at most {most} at a time. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%n kolo. V ruce {hand} karet, najednou si dobereš nejvýš {most}. Vyhrává nejvíc vyřízených objednávek.</numerusform>
            <numerusform>%n kola. V ruce {hand} karet, najednou si dobereš nejvýš {most}. Vyhrává nejvíc vyřízených objednávek.</numerusform>
            <numerusform>%n kol. V ruce {hand} karet, najednou si dobereš nejvýš {most}. Vyhrává nejvíc vyřízených objednávek.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw at random</source>
        <translation>Losovat</translation>
    </message>
</context>
<context>
    <name>Oven</name>
    <message>
        <location filename="../mammamia_qt/ui/table/oven.py" line="+33"/>
        <source>Supply</source>
        <translation>Balíček přísad</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>To reveal</source>
        <translation>K otočení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oven</source>
        <translation>Pec</translation>
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
        <translation>Jazyk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting to the table…</source>
        <translation>Připojuji se ke stolu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost. Reconnecting…</source>
        <translation>Spojení ztraceno. Připojuji znovu…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer works. Scan the new code on the table.</source>
        <translation>Tento odkaz už neplatí. Naskenuj nový kód na stole.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat was opened on another device.</source>
        <translation>Tvé místo bylo otevřeno na jiném zařízení.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This seat is open on another device.</source>
        <translation>Toto místo je otevřené na jiném zařízení.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on this device</source>
        <translation>Hrát na tomto zařízení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to my seat</source>
        <translation>Zpět na moje místo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the oven</source>
        <translation>Navrchu v peci</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oven is empty</source>
        <translation>Pec je prázdná</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 more: tap to go on</source>
        <translation>Ještě %1: klepnutím pokračujte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Tvá ruka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your orders</source>
        <translation>Tvé objednávky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No order in hand</source>
        <translation>Žádná objednávka v ruce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiter: %1</source>
        <translation>Balíček objednávek: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered: %1</source>
        <translation>Vyřízeno: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %2</source>
        <translation>Kolo %1 z %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Jsi na tahu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn</source>
        <translation>Na tahu je %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is deciding…</source>
        <translation>%1 se rozhoduje…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decision</source>
        <translation>Tvé rozhodnutí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap ingredients of one kind to put into the oven.</source>
        <translation>Klepni na přísady jednoho druhu, které dáš do pece.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add an order (optional):</source>
        <translation>Přidat objednávku (nepovinné):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No order</source>
        <translation>Žádná objednávka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the supply</source>
        <translation>Zahrát, dobrat %1 z balíčku přísad</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the waiter</source>
        <translation>Zahrát, dobrat %1 z balíčku objednávek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw nothing</source>
        <translation>Zahrát, nic nedobírat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No ingredient: pass</source>
        <translation>Žádná přísada: pas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Zrušit výběr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the ingredients for your %1:</source>
        <translation>Vyber přísady pro svou %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add %1 from your hand to deliver your %2?</source>
        <translation>Přidat %1 z ruky a vyřídit svou objednávku %2?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 is short of %2. Ask the others for help?</source>
        <translation>Tvé %1 chybí %2. Požádat ostatní o pomoc?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for %1</source>
        <translation>Požádat o %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not ask</source>
        <translation>Nežádat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks you for %2 for their %3. Help?</source>
        <translation>%1 tě žádá o %2 pro svou %3. Pomůžeš?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Pomoct</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not help</source>
        <translation>Nepomáhat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Ano</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>Ne</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards of any kind</source>
        <translation>%1 karet libovolného druhu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the table…</source>
        <translation>Čekám na stůl…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now. Nothing was changed.</source>
        <translation>To teď není dovoleno. Nic se nezměnilo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table did not understand that. Nothing was changed.</source>
        <translation>Stůl tomu nerozuměl. Nic se nezměnilo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>%1 vyhrává!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>Vyhráváš!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>Stůl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oven: %1 cards</source>
        <translation>Pec: %1 karet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply: %1</source>
        <translation>Balíček přísad: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face up:</source>
        <translation>Lícem nahoru:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards</source>
        <translation>%1 karet</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone</source>
        <translation>Čekám na telefon hráče %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 delivered a %2</source>
        <translation>%1 vyřizuje objednávku %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 goes back to the waiter</source>
        <translation>Objednávka %2 hráče %1 se vrací do balíčku objednávek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the oven from the last round: %1</source>
        <translation>V peci z minulého kola: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>Konečné pořadí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the win!</source>
        <translation>%1 vítězí společně!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You share the win with %1!</source>
        <translation>Vítězíš společně s dalšími: %1!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie-break: %1 tied on pizzas delivered (%2 each). %3 wins with the most ingredient cards left in hand.</source>
        <translation>Rozstřel: %1 mají stejně vyřízených objednávek (po %2). Vyhrává %3, protože má v ruce nejvíc karet přísad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie-break: %1 tied on pizzas delivered (%2 each) and on ingredient cards left in hand (%3 each), so they share the win.</source>
        <translation>Rozstřel: %1 mají stejně vyřízených objednávek (po %2) i karet přísad v ruce (po %3), a tak vítězí společně.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most pizzas delivered: %1</source>
        <translation>Nejvíc vyřízených objednávek: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left: %1</source>
        <translation>Zbylé karty: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 a %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vibrate when it is my turn</source>
        <translation>Vibrovat, když jsem na tahu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link or code is not valid (any more). Scan the code on the table again or type it in.</source>
        <translation>Tento odkaz nebo kód (už) neplatí. Naskenuj kód na stole znovu nebo ho zadej ručně.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too many wrong codes. Wait a minute, then try again.</source>
        <translation>Příliš mnoho špatných kódů. Počkej minutu a zkus to znovu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>Zadat kód</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the code shown on the table</source>
        <translation>Zadej kód ze stolu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Připojit se</translation>
    </message>
</context>
<context>
    <name>PhonePanel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/phone_panel.py" line="+192"/>
        <source>The phones cannot be reached: {reason}</source>
        <translation>Telefony nejsou dostupné: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s phone is lost: the computer plays until it is back</source>
        <translation>{name} – telefon je odpojený: počítač hraje, dokud se nevrátí</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s phone is lost ({seconds} s)</source>
        <translation>{name} – telefon je odpojený ({seconds} s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {name}&apos;s phone</source>
        <translation>Čekám na telefon hráče {name}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is deciding…</source>
        <translation>{name} se rozhoduje…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s phone is connected</source>
        <translation>Telefon hráče {name} je připojen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Phones</source>
        <translation>Telefony</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Scan with the phone&apos;s camera</source>
        <translation>Naskenuj fotoaparátem telefonu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or open {url} and type {code}</source>
        <translation>nebo otevři {url} a zadej {code}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hide the link</source>
        <translation>Skrýt odkaz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the link</source>
        <translation>Ukázat odkaz</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows this seat&apos;s code for its phone to scan again</source>
        <translation>Ukáže kód tohoto místa, aby ho telefon mohl znovu naskenovat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New link</source>
        <translation>Nový odkaz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give this seat to another phone; the old link stops working at once</source>
        <translation>Předat toto místo jinému telefonu; starý odkaz okamžitě přestane fungovat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer plays until the phone is back</source>
        <translation>Počítač hraje, dokud se telefon nevrátí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer plays</source>
        <translation>Hraje počítač</translation>
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
        <translation>PIN obsluhy</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+40"/>
        <source>Erase a digit</source>
        <translation>Smazat číslici</translation>
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
        <translation>Zrušit</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Leave kiosk mode</source>
        <translation>Ukončit režim kiosku</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Quit the game</source>
        <translation>Ukončit hru</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+11"/>
        <source>Operator</source>
        <translation>Obsluha</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No operator PIN is set. Set kiosk/pin in the configuration file to unlock kiosk mode.</source>
        <translation>PIN obsluhy není nastaven. Nastav kiosk/pin v konfiguračním souboru, aby šel režim kiosku odemknout.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+76"/>
        <source>Enter the operator PIN.</source>
        <translation>Zadej PIN obsluhy.</translation>
    </message>
    <message numerus="yes">
        <location line="-36"/>
        <source>Wrong PIN. %n more try(s) before the pad locks for a while.</source>
        <translation>
            <numerusform>Špatný PIN. Ještě %n pokus, pak se zadávání na chvíli zamkne.</numerusform>
            <numerusform>Špatný PIN. Ještě %n pokusy, pak se zadávání na chvíli zamkne.</numerusform>
            <numerusform>Špatný PIN. Ještě %n pokusů, pak se zadávání na chvíli zamkne.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Locked: try again in %n s.</source>
        <translation>
            <numerusform>Zamčeno: další pokus za %n sekundu.</numerusform>
            <numerusform>Zamčeno: další pokus za %n sekundy.</numerusform>
            <numerusform>Zamčeno: další pokus za %n sekund.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/prompts.py" line="+175"/>
        <source>Your {order}: choose</source>
        <translation>Tvoje {order}: vyber</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Help {name} with {cards}?</source>
        <translation>{name} žádá o {cards}. Pomoct?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You do not hold all of these cards, so you cannot help.</source>
        <translation>Nemáš všechny tyto karty, takže pomoct nemůžeš.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hand over these cards; your waiter&apos;s top order counts as delivered.</source>
        <translation>Odevzdáš tyto karty; horní objednávka z tvého balíčku objednávek se počítá jako vyřízená.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes, help  [Y]</source>
        <translation>Ano, pomoct  [Y]</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+58"/>
        <source>No  [N]</source>
        <translation>Ne  [N]</translation>
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
        <translation>{kinds} (klávesa {key})</translation>
    </message>
    <message>
        <location line="+184"/>
        <source>Ask the others for {cards}  [{key}]</source>
        <translation>Požádat ostatní o {cards}  [{key}]</translation>
    </message>
    <message numerus="yes">
        <location line="-136"/>
        <source>Your {order} needs %n more card(s).</source>
        <translation>
            <numerusform>Tvá {order} potřebuje ještě %n kartu.</numerusform>
            <numerusform>Tvá {order} potřebuje ještě %n karty.</numerusform>
            <numerusform>Tvá {order} potřebuje ještě %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your {order} is short of {cards}.</source>
        <translation>Tvé {order} chybí {cards}.</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+23"/>
        <source>Your hand cannot make it up.</source>
        <translation>Z ruky to doplnit nemůžeš.</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>Your {order} needs %n more card(s). Add which from your hand?</source>
        <translation>
            <numerusform>Tvá {order} potřebuje ještě %n kartu. Kterou přidáš z ruky?</numerusform>
            <numerusform>Tvá {order} potřebuje ještě %n karty. Které přidáš z ruky?</numerusform>
            <numerusform>Tvá {order} potřebuje ještě %n karet. Které přidáš z ruky?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add them  [Y]</source>
        <translation>Přidat  [Y]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t  [N]</source>
        <translation>Nepřidávat  [N]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add {cards} from your hand  [Y]</source>
        <translation>Přidat {cards} z ruky  [Y]</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Let it go back  [N]</source>
        <translation>Vrátit do balíčku objednávek  [N]</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Your {order} needs %n more card(s). Ask the others for help?</source>
        <translation>
            <numerusform>Tvá {order} potřebuje ještě %n kartu. Požádat ostatní o pomoc?</numerusform>
            <numerusform>Tvá {order} potřebuje ještě %n karty. Požádat ostatní o pomoc?</numerusform>
            <numerusform>Tvá {order} potřebuje ještě %n karet. Požádat ostatní o pomoc?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {order} is short of {cards}. Ask the others for help?</source>
        <translation>Tvé {order} chybí {cards}. Požádat ostatní o pomoc?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Don&apos;t ask  [N]</source>
        <translation>Nežádat  [N]</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Pick exactly the missing number of cards from your hand.</source>
        <translation>Vyber z ruky přesně tolik karet, kolik chybí.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ask for part of what is missing; your own hand must cover the rest.</source>
        <translation>Požádej o část toho, co chybí; zbytek musíš doplnit z vlastní ruky.</translation>
    </message>
</context>
<context>
    <name>QuickStartPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/quick_start.py" line="+184"/>
        <source>{language} is not available yet.</source>
        <translation>{language} zatím není k dispozici.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player {n}</source>
        <translation>Hráč {n}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{n}: Human</source>
        <translation>{n}: Člověk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}: Phone</source>
        <translation>{n}: Telefon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}: Computer</source>
        <translation>{n}: Počítač</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Vydání</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Hráči</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays</source>
        <translation>Kdo hraje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play</source>
        <translation>Hrát</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the last game</source>
        <translation>Pokračovat v poslední hře</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the demo</source>
        <translation>Zpět na ukázku</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+13"/>
        <source>It is not your turn to act.</source>
        <translation>Teď nejsi na tahu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a move of this game.</source>
        <translation>To není tah této hry.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>Hra skončila.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No decision is open now: it is a turn of phase 1.</source>
        <translation>Teď se nerozhoduje: probíhá tah první fáze.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That choice is not open: a joker cannot be your personal ingredient, and a Minimale takes the kind with the fewest face-up cards.</source>
        <translation>Tohle vybrat nelze: žolík nemůže být tvoje vlastní přísada a Minimale bere přísadu, které leží otočené nejméně.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can only add exactly the missing cards from your hand.</source>
        <translation>Z ruky můžeš přidat jen přesně chybějící karty.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask for part of what is missing; your own hand must cover the rest.</source>
        <translation>Požádej o část toho, co chybí; zbytek musíš doplnit z vlastní ruky.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not an answer to the request for help.</source>
        <translation>To není odpověď na žádost o pomoc.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put at least one ingredient into the oven.</source>
        <translation>Dej do pece aspoň jednu přísadu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pass plays no ingredient.</source>
        <translation>Kdo pasuje, nevykládá žádnou přísadu.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient to play.</source>
        <translation>Nemáš žádnou přísadu k vyložení.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only play ingredients you hold.</source>
        <translation>Vyložit můžeš jen přísady, které máš v ruce.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can only play an order you hold.</source>
        <translation>Vyložit můžeš jen objednávku, kterou máš v ruce.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without ingredients you sit out and place no order.</source>
        <translation>Bez přísad stojíš a nevykládáš objednávku.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without ingredients you pass and place no order.</source>
        <translation>Bez přísad pasuješ a nevykládáš objednávku.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your waiter is empty: draw from the supply.</source>
        <translation>Tvůj balíček objednávek je prázdný: dober si z balíčku přísad.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: draw from your waiter.</source>
        <translation>Balíček přísad je prázdný: dober si ze svého balíčku objednávek.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the supply or from your waiter.</source>
        <translation>Dober si z balíčku přísad, nebo ze svého balíčku objednávek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must draw while a stack can give you a card.</source>
        <translation>Musíš si dobrat, dokud ti některý balíček může dát kartu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot draw that many cards now.</source>
        <translation>Tolik karet si teď dobrat nemůžeš.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules do not allow that now.</source>
        <translation>To teď pravidla nedovolují.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../mammamia_qt/ui/history/captions.py" line="+27"/>
        <source>The cards are dealt</source>
        <translation>Karty jsou rozdané</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/replay_board.py" line="+266"/>
        <source>Oven</source>
        <translation>Pec</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Pizzas: {count}</source>
        <translation>Pizzy: {count}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/replay_viewer.py" line="+211"/>
        <source>Back to the list</source>
        <translation>Zpět na seznam</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>Round</source>
        <translation>Kolo</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+22"/>
        <source>Speed</source>
        <translation>Rychlost</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>‹ Reveal</source>
        <translation>‹ Otočení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal ›</source>
        <translation>Otočení ›</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start</source>
        <translation>Na začátek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the end</source>
        <translation>Na konec</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>O krok zpět</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>O krok vpřed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous round</source>
        <translation>Předchozí kolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next round</source>
        <translation>Další kolo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous reveal</source>
        <translation>Předchozí otočení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next reveal</source>
        <translation>Další otočení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause</source>
        <translation>Přehrát nebo pozastavit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step</source>
        <translation>Krok</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round {round}</source>
        <translation>Kolo {round}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step {step} of {steps}</source>
        <translation>Krok {step} z {steps}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay of {date}</source>
        <translation>Hra z {date}</translation>
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
        <translation>{first} a {last}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location line="+134"/>
        <source>Final standings</source>
        <translation>Konečné pořadí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main menu</source>
        <translation>Hlavní nabídka</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} wins!</source>
        <translation>Vyhrává {name}!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} share the win!</source>
        <translation>{names} vítězí společně!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tie-break: {tied} tied on pizzas delivered ({count} each). {name} wins with the most ingredient cards left in hand.</source>
        <translation>Rozstřel: {tied} mají stejně vyřízených objednávek (po {count}). Vyhrává {name}, protože má v ruce nejvíc karet přísad.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tie-break: {tied} tied on pizzas delivered ({count} each) and on ingredient cards left in hand ({hand} each), so they share the win.</source>
        <translation>Rozstřel: {tied} mají stejně vyřízených objednávek (po {count}) i karet přísad v ruce (po {hand}), a tak vítězí společně.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Most pizzas delivered: %n</source>
        <translation>
            <numerusform>Nejvíc vyřízených objednávek: %n</numerusform>
            <numerusform>Nejvíc vyřízených objednávek: %n</numerusform>
            <numerusform>Nejvíc vyřízených objednávek: %n</numerusform>
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
        <translation>Karty přísad v ruce: {counts}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Equal counts of pizzas are ranked by the ingredient cards left in hand (Cards left).</source>
        <translation>Při stejném počtu pizz rozhoduje o pořadí počet karet přísad, které zbyly v ruce (Zbylé karty).</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <location filename="../mammamia_qt/wording/card_names.py" line="+17"/>
        <source>not completed</source>
        <translation>nedokončeno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its forbidden ingredient is face up</source>
        <translation>leží otočená zakázaná přísada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no kind can be its Minimale</source>
        <translation>žádná přísada nemůže být Minimale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody helped</source>
        <translation>nikdo nepomohl</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/reveal.py" line="+104"/>
        <source>Used</source>
        <translation>Použité</translation>
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
        <translation>Kolo</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Round {number}: {name} delivered %n pizza(s), {total} in all after it</source>
        <translation>
            <numerusform>Kolo {number}: {name} – vyřízena %n objednávka, celkem potom {total}</numerusform>
            <numerusform>Kolo {number}: {name} – vyřízeny %n objednávky, celkem potom {total}</numerusform>
            <numerusform>Kolo {number}: {name} – vyřízeno %n objednávek, celkem potom {total}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/round_summary.py" line="+78"/>
        <source>Round {n} is over</source>
        <translation>Kolo {n} skončilo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delivered</source>
        <translation>Vyřízeno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Returned</source>
        <translation>Vráceno</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In total</source>
        <translation>Celkem</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name}: delivered {d}, returned {r}, {t} in total</source>
        <translation>{name}: vyřízeno {d}, vráceno {r}, celkem {t}</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Cards in the supply: %n</source>
        <translation>
            <numerusform>Karet v balíčku přísad: %n</numerusform>
            <numerusform>Karet v balíčku přísad: %n</numerusform>
            <numerusform>Karet v balíčku přísad: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That was the last round.</source>
        <translation>To bylo poslední kolo.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the results</source>
        <translation>Zobrazit výsledky</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round {n} begins with {name}.</source>
        <translation>Kolo {n} začíná {name}.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Start round {n}</source>
        <translation>Začít kolo {n}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing stays in the oven: the next round starts empty.</source>
        <translation>V peci nic nezůstává: příští kolo začíná načisto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Staying face up in the oven for the next round:</source>
        <translation>Lícem nahoru zůstávají v peci do příštího kola:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count} × {kind}</source>
        <translation>{count} × {kind}</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Round {n} begins with {name}. The supply is empty, so it is one lap: everyone plays one turn and draws from their waiter, then the oven is opened.</source>
        <translation>Kolo {n} začíná {name}. Balíček přísad je prázdný, takže se hraje jen jeden okruh: každý odehraje jeden tah a dobírá si ze svého balíčku objednávek, pak se pec otevře.</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/scoreboard.py" line="+136"/>
        <source>Player</source>
        <translation>Hráč</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays</source>
        <translation>Hraje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Ruka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiter</source>
        <translation>Balíček objednávek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered</source>
        <translation>Vyřízeno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia</source>
        <translation>Mamma Mia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Tah</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Zbylé karty</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name and colour</source>
        <translation>Jméno a barva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human or computer player, with its level</source>
        <translation>Člověk, nebo počítač a jeho úroveň</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards in hand</source>
        <translation>Karty v ruce</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orders left in the waiter stack</source>
        <translation>Objednávky zbývající v balíčku objednávek</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas delivered so far</source>
        <translation>Dosud vyřízené objednávky</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+84"/>
        <source>Holds the Mamma Mia card</source>
        <translation>Má kartu Mamma Mia</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Whose turn it is</source>
        <translation>Kdo je na tahu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie-break: on equal pizzas, the most ingredient cards left in hand ranks first</source>
        <translation>Rozstřel: při stejném počtu pizz je výš ten, komu v ruce zbylo nejvíc karet přísad</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No tie-break needed</source>
        <translation>Bez rozstřelu</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Ingredient cards left in hand: %n</source>
        <translation>
            <numerusform>Karty přísad v ruce: %n</numerusform>
            <numerusform>Karty přísad v ruce: %n</numerusform>
            <numerusform>Karty přísad v ruce: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, {colour}, to play</source>
        <translation>{name}, {colour}, na tahu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, {colour}</source>
        <translation>{name}, {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is played by: {kind}</source>
        <translation>Za {name} hraje: {kind}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cards in hand: %n</source>
        <translation>
            <numerusform>Karty v ruce: %n</numerusform>
            <numerusform>Karty v ruce: %n</numerusform>
            <numerusform>Karty v ruce: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Orders in the waiter stack: %n</source>
        <translation>
            <numerusform>V balíčku objednávek: %n</numerusform>
            <numerusform>V balíčku objednávek: %n</numerusform>
            <numerusform>V balíčku objednávek: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pizzas delivered: %n</source>
        <translation>
            <numerusform>Vyřízené objednávky: %n</numerusform>
            <numerusform>Vyřízené objednávky: %n</numerusform>
            <numerusform>Vyřízené objednávky: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Does not hold the Mamma Mia card</source>
        <translation>Nemá kartu Mamma Mia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is to play</source>
        <translation>{name} je na tahu</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting</source>
        <translation>Čeká</translation>
    </message>
</context>
<context>
    <name>ScoreboardPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/table_page.py" line="+144"/>
        <location line="+1"/>
        <source>Scoreboard</source>
        <translation>Tabulka hráčů</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Finished rounds</source>
        <translation>Odehraná kola</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No round has ended yet.</source>
        <translation>Zatím neskončilo žádné kolo.</translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-235"/>
        <source>Human</source>
        <translation>Člověk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: random</source>
        <translation>AI: náhodný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: beginner</source>
        <translation>AI: začátečník</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: intermediate</source>
        <translation>AI: pokročilý</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: expert</source>
        <translation>AI: expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: master</source>
        <translation>AI: mistr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>Telefon</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: Auto</source>
        <translation>AI: automatický</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+51"/>
        <source>order being checked</source>
        <translation>kontrola objednávky</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the pizzas out</source>
        <translation>vytahuje pizzy</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name} · {colour} · personal ingredient: {ingredient}</source>
        <translation>{name} · {colour} · vlastní přísada: {ingredient}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/tools/sweep/fit_checks.py" line="+273"/>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="-100"/>
        <source>thinking…</source>
        <translation>přemýšlí…</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+6"/>
        <source>to play</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>hand</source>
        <translation>ruka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiter</source>
        <translation>objednávky</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delivered</source>
        <translation>vyřízeno</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/settings.py" line="+35"/>
        <location line="+170"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+147"/>
        <source>Animation speed</source>
        <translation>Rychlost animací</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>AI pace</source>
        <translation>Tempo počítače</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>How long computer players take before they play</source>
        <translation>Jak dlouho počítačoví hráči přemýšlejí, než zahrají</translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>Start in fullscreen</source>
        <translation>Spouštět na celou obrazovku</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+144"/>
        <source>At the table</source>
        <translation>U stolu</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+144"/>
        <source>Animation speed:</source>
        <translation>Rychlost animací:</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+144"/>
        <source>AI pace:</source>
        <translation>Tempo počítače:</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+145"/>
        <source>A lost phone&apos;s seat to the computer after:</source>
        <translation>Místo odpojeného telefonu převezme počítač po:</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+152"/>
        <source>Memory coach: a question at each reveal</source>
        <translation>Trenér paměti: otázka při každém vyhodnocení</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>{volume} %</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Light</source>
        <translation>Světlý</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Tmavý</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>Vysoký kontrast</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looks</source>
        <translation>Vzhled</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme:</source>
        <translation>Barevný motiv:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text size:</source>
        <translation>Velikost písma:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reduced motion: cards fade instead of flying</source>
        <translation>Méně pohybu: karty se prolínají, místo aby létaly</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>Window</source>
        <translation>Okno</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+92"/>
        <source>F11 switches fullscreen at any time.</source>
        <translation>Klávesa F11 kdykoli přepne celou obrazovku.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Start in kiosk mode</source>
        <translation>Spouštět v režimu kiosku</translation>
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
        <translation>Po tolika sekundách nečinnosti se vrátí ukázka</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the demo when idle for:</source>
        <translation>Návrat k ukázce po nečinnosti:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep the demo&apos;s games in the game history</source>
        <translation>Ukládat ukázkové hry do archivu her</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The operator PIN (kiosk/pin in the configuration file) unlocks kiosk mode.</source>
        <translation>PIN obsluhy (kiosk/pin v konfiguračním souboru) odemyká režim kiosku.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>When a phone has been lost this long, the table offers to let the computer play its seat</source>
        <translation>Když je telefon odpojený takto dlouho, stůl nabídne, že za jeho místo bude hrát počítač</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When one person plays at the screen: before the oven is turned, a question about the round</source>
        <translation>Když u obrazovky hraje jeden člověk: před otevřením pece otázka k odehranému kolu</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sound</source>
        <translation>Zvuk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume:</source>
        <translation>Hlasitost:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound volume</source>
        <translation>Hlasitost zvuků</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mute the sound (M switches it at any time)</source>
        <translation>Vypnout zvuk (klávesa M ho kdykoli přepne)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound in the demo games (only once someone has touched the screen)</source>
        <translation>Zvuk v ukázkových hrách (až když se někdo dotkne obrazovky)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game switches at once; every window follows.</source>
        <translation>Hra se přepne hned, všechna okna také.</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../mammamia_qt/ui/sound.py" line="+328"/>
        <source>Sound off (M turns it on)</source>
        <translation>Zvuk vypnut (klávesou M ho zapnete)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on</source>
        <translation>Zvuk zapnut</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+43"/>
        <source>Slow</source>
        <translation>Pomalu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normálně</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Rychle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Okamžitě</translation>
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
        <translation>Karetní hra o pizze a dobré paměti</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+56"/>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>First game</source>
        <translation>První hra</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>History</source>
        <translation>Historie</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Quit</source>
        <translation>Konec</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+60"/>
        <source>Resume the saved game</source>
        <translation>Pokračovat v uložené hře</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+60"/>
        <source>Choose players and rules for a new game</source>
        <translation>Vybrat hráče a pravidla nové hry</translation>
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
        <translation>Výhry (%)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{category} ({games})</source>
        <translation>{category} ({games})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Won by edition (games)</source>
        <translation>Výhry podle vydání (počet her)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won by number of players (games)</source>
        <translation>Výhry podle počtu hráčů (počet her)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Won against computer players (games)</source>
        <translation>Výhry proti počítači (počet her)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No games against computer players yet</source>
        <translation>Zatím žádné hry proti počítači</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-38"/>
        <source>random</source>
        <translation>náhodný</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beginner</source>
        <translation>začátečník</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermediate</source>
        <translation>pokročilý</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>master</source>
        <translation>mistr</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_charts.py" line="+16"/>
        <source>Pizzas per round, game by game</source>
        <translation>Pizzy za kolo, hra po hře</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Games, oldest first</source>
        <translation>Hry, nejstarší první</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_tab.py" line="-198"/>
        <source>Games</source>
        <translation>Hry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Výhry</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Podíl výher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas per game</source>
        <translation>Pizzy na hru</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game</source>
        <translation>Nejlepší hra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>Nejdelší série výher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current winning streak</source>
        <translation>Současná série výher</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <location line="+141"/>
        <source>The game archive {path} cannot be read:
{reason}</source>
        <translation>Archiv her {path} nelze přečíst:
{reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No finished games are kept yet.
Play a game to the end and its figures appear here.</source>
        <translation>Zatím nejsou uložené žádné dohrané hry.
Dohrajte hru do konce a její čísla se objeví tady.</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n pizza(s)</source>
        <translation>
            <numerusform>%n pizza</numerusform>
            <numerusform>%n pizzy</numerusform>
            <numerusform>%n pizz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Rename “{old}” to “{new}” in %n game(s)?</source>
        <translation>
            <numerusform>Přejmenovat „{old}“ na „{new}“ v %n hře?</numerusform>
            <numerusform>Přejmenovat „{old}“ na „{new}“ ve %n hrách?</numerusform>
            <numerusform>Přejmenovat „{old}“ na „{new}“ v %n hrách?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Merge {names} into “{new}”? Their %n game(s) then count for one player.</source>
        <translation>
            <numerusform>Sloučit {names} do „{new}“? Jejich %n hra se pak počítá jednomu hráči.</numerusform>
            <numerusform>Sloučit {names} do „{new}“? Jejich %n hry se pak počítají jednomu hráči.</numerusform>
            <numerusform>Sloučit {names} do „{new}“? Jejich %n her se pak počítá jednomu hráči.</numerusform>
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
        <translation>Přejmenovat nebo sloučit jména</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Delete %n game(s) for good? Every player&apos;s figures lose them.</source>
        <translation>
            <numerusform>Smazat %n hru natrvalo? Zmizí ze statistik všech hráčů.</numerusform>
            <numerusform>Smazat %n hry natrvalo? Zmizí ze statistik všech hráčů.</numerusform>
            <numerusform>Smazat %n her natrvalo? Zmizí ze statistik všech hráčů.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete games</source>
        <translation>Smazat hry</translation>
    </message>
    <message>
        <location line="-282"/>
        <location line="+292"/>
        <source>Statistics</source>
        <translation>Statistiky</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing was changed: the game archive said “{reason}”.</source>
        <translation>Nic se nezměnilo: archiv her hlásí „{reason}“.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player:</source>
        <translation>Hráč:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename or merge…</source>
        <translation>Přejmenovat nebo sloučit…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete games…</source>
        <translation>Smazat hry…</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../mammamia_qt/ui/table/director.py" line="+152"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} of {rounds} · taking the pizzas out of the oven</source>
        <translation>Kolo {round} z {rounds} · pizzy se vytahují z pece</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/card_motions.py" line="+73"/>
        <source>{name}&apos;s order</source>
        <translation>Objednávka hráče {name}</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>chosen: {kinds}</source>
        <translation>vybráno: {kinds}</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Your order</source>
        <translation>Tvoje objednávka</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Delivered!</source>
        <translation>Vyřízeno!</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Back to the waiter: {reason}</source>
        <translation>Zpět do balíčku objednávek: {reason}</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/table_page.py" line="+90"/>
        <source>Game table</source>
        <translation>Herní stůl</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../mammamia_qt/ui/table/table_widget.py" line="+171"/>
        <source>Skip animations  [Space]</source>
        <translation>Přeskočit animace  [mezerník]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip animations</source>
        <translation>Přeskočit animace</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Card table</source>
        <translation>Karetní stůl</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Pass the device to {name}.</source>
        <translation>Předej zařízení hráči {name}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{owner} asks {name} for help…</source>
        <translation>{owner} žádá hráče {name} o pomoc…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is thinking…</source>
        <translation>{name} přemýšlí…</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/entry.py" line="+79"/>
        <source>Welcome to Mamma Mia!</source>
        <translation>Vítej u hry Mamma Mia!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New to the game? Play a guided first game: a short lesson on the real table that shows you every step, then goes on as a real game.</source>
        <translation>Hraješ poprvé? Zahraj si první hru s průvodcem: krátkou lekci u skutečného stolu, která ti ukáže každý krok a pak pokračuje jako opravdová hra.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the guided first game</source>
        <translation>Spustit hru s průvodcem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not now</source>
        <translation>Teď ne</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/lesson.py" line="+237"/>
        <source>The lesson ends and this game goes on as a normal game.</source>
        <translation>Lekce skončí a tahle hra pokračuje jako běžná hra.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="+22"/>
        <source>Welcome to Mamma Mia! Let&apos;s play your first game together. These are your cards: ingredients, and your order, a pizza you want to bake.</source>
        <translation>Vítej u hry Mamma Mia! Zahrajme si spolu tvou první hru. Tohle jsou tvoje karty: přísady a tvoje objednávka, pizza, kterou chceš upéct.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the oven. Everyone puts cards into it, but only the top card stays visible. Remember what goes in: that is the whole game!</source>
        <translation>Tohle je pec. Všichni do ní dávají karty, ale vidět je jen ta horní. Pamatuj si, co tam přišlo: o tom je celá hra!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is your opponent, Luigi. He plays his own orders with the same oven.</source>
        <translation>Tohle je tvůj soupeř Luigi. Peče své vlastní objednávky ve stejné peci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn! Each turn you put ingredients of one kind into the oven, may add one order, and then draw back up to seven cards.</source>
        <translation>Jsi na tahu! V každém tahu dáš do pece přísady jednoho druhu, můžeš přidat jednu objednávku a pak si dobereš zpátky na sedm karet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may draw from the supply (ingredients) or from your waiter (your own orders), never both. This time take ingredients.</source>
        <translation>Dobírat můžeš buď z balíčku přísad, nebo ze svého balíčku objednávek, nikdy z obou. Tentokrát si vezmi přísady.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Well done. Keep filling the oven.</source>
        <translation>Výborně. Plň pec dál.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orders are delivered when the ingredients before them are in the oven.</source>
        <translation>Objednávka je vyřízena, když jsou přísady pro ni v peci před ní.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No order left in your hand: just play ingredients.</source>
        <translation>V ruce už nemáš žádnou objednávku: dej jen přísady.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The supply is empty: the oven is turned over! Its cards are shown one by one, in the order they were played. Ingredients join their columns.</source>
        <translation>Balíček přísad je prázdný: pec se otevírá! Její karty se odkrývají jedna po druhé v pořadí, v jakém byly zahrány. Přísady se řadí do svých sloupců.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your order is short of a few ingredients, but you hold them. Complete it from your hand and it is delivered!</source>
        <translation>Tvé objednávce chybí pár přísad, ale máš je v ruce. Doplň je z ruky a objednávka je vyřízena!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This order lets you choose a kind.</source>
        <translation>U této objednávky si vybereš druh.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short again, and you can cover it: complete it.</source>
        <translation>Zase něco chybí a ty to můžeš doplnit: doplň to.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This time your hand cannot cover it: the order goes back under your waiter.</source>
        <translation>Tentokrát ti karty v ruce nestačí: objednávka se vrací pod tvůj balíček objednávek.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This is the Plus edition: nine cards in hand and a sixth ingredient, shrimp. Above all, in Plus the players may help each other. Let&apos;s play a round and see how.</source>
        <translation>Tohle je edice Plus: devět karet v ruce a šestá přísada, krevety. A hlavně si hráči v Plus mohou navzájem pomáhat. Zahrajme si kolo a uvidíš jak.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your opponents are Luigi and Gina. Everyone bakes in the same oven.</source>
        <translation>Tvými soupeři jsou Luigi a Gina. Všichni pečou ve stejné peci.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A turn is as in Classic: ingredients of one kind, maybe an order, then draw. In Plus you draw up to nine cards, but at most five at a time.</source>
        <translation>Tah probíhá jako v klasické hře: přísady jednoho druhu, případně objednávka, pak dobírání. V Plus si dobíráš až na devět karet, ale nejvýš pět najednou.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your order is short and your hand cannot cover it. In Plus you may ask the others for exactly the cards you miss: the first who holds them all and still has an order in the waiter may help.</source>
        <translation>Tvé objednávce něco chybí a tvoje karty nestačí. V Plus můžeš ostatní požádat přesně o chybějící karty: pomoci smí první, kdo je má všechny a ještě má objednávku v balíčku objednávek.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Now someone asks you for help. Everyone is asked in turn, so the question tells nobody what you hold. This time, say no.</source>
        <translation>Teď tě někdo žádá o pomoc. Ptá se postupně každého, takže otázka nikomu neprozradí, co máš. Tentokrát řekni ne.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold what is asked for: help! The cards go to the owner, and the top card of your waiter goes onto the delivered pile: it counts as a pizza for you.</source>
        <translation>Máš, co je potřeba: pomoz! Karty dostane majitel objednávky a vrchní karta tvého balíčku objednávek jde mezi vyřízené: počítá se ti jako pizza.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Select {cards} in your hand, then draw from the supply.</source>
        <translation>Vyber v ruce {cards} a pak si dober z balíčku přísad.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select {cards} in your hand, then draw from your waiter.</source>
        <translation>Vyber v ruce {cards} a pak si dober ze svého balíčku objednávek.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Add {cards} from your hand.</source>
        <translation>Přidej z ruky {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ask the others for {cards}.</source>
        <translation>Požádej ostatní o {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer yes: hand over the cards asked for.</source>
        <translation>Odpověz ano: předej požadované karty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer no: you do not help this time.</source>
        <translation>Odpověz ne: tentokrát nepomůžeš.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer no: the order goes back under your waiter.</source>
        <translation>Odpověz ne: objednávka se vrací pod tvůj balíček objednávek.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose {kinds}.</source>
        <translation>Vyber {kinds}.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>First read the note, then press Next.</source>
        <translation>Nejdřív si přečti poznámku a pak stiskni Dál.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move now. {todo}</source>
        <translation>Teď tenhle tah ne. {todo}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play on</source>
        <translation>Hrát dál</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Dál</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/lesson.py" line="-2"/>
        <source>Leave the lesson?</source>
        <translation>Opustit lekci?</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="+5"/>
        <source>Leave the lesson</source>
        <translation>Opustit lekci</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stay in the lesson</source>
        <translation>Zůstat v lekci</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="-274"/>
        <source>You drew the Mamma Mia card! It now lies by your name, and you drew another card in its place. When the supply runs out, whoever holds it takes the pizzas out of the oven and starts the next round: this time, you.</source>
        <translation>Vytáhl sis kartu Mamma Mia! Leží teď u tvého jména a místo ní sis dobral jinou kartu. Až bude balíček přísad prázdný, kdo ji má, vytahuje pizzy z pece a začíná další kolo: tentokrát ty.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>That was a whole round! What you learned:
• A turn: ingredients of one kind, maybe one order, then draw.
• The oven is shown in the order it was filled: an order takes the ingredients before it.
• Count what goes in: it tells you when an order is worth playing.
• The Mamma Mia card: its holder takes the pizzas out when the supply is empty.
Play on against Luigi (three rounds; the most orders delivered wins), or start a game of your own.</source>
        <translation>To bylo celé kolo! Co ses naučil:
• Tah: přísady jednoho druhu, případně jedna objednávka, pak dobrat.
• Pec se odkrývá v pořadí, v jakém se plnila: objednávka bere přísady před sebou.
• Počítej, co tam přišlo: poznáš, kdy se objednávka vyplatí.
• Karta Mamma Mia: kdo ji má, vytahuje pizzy, když je balíček přísad prázdný.
Hraj dál proti Luigimu (tři kola; vyhrává, kdo vyřídí nejvíc objednávek), nebo začni vlastní hru.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>One more rule for later rounds: the supply is made from the ingredients a reveal used. If a reveal uses none, the next round starts with an empty supply: then everyone plays just one turn (one lap), drawing from the waiter only, and the oven is turned over again.</source>
        <translation>Ještě jedno pravidlo pro další kola: balíček přísad vzniká z přísad použitých při odkrývání. Když se nepoužije žádná, začne další kolo s prázdným balíčkem přísad: pak každý odehraje jen jeden tah (jedno kolečko), dobírá jen ze svého balíčku objednávek a pec se znovu otočí.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That was a Plus round with helping! What you learned:
• Short of cards at the reveal? Ask the others for exactly what you miss.
• Helping gives away cards but puts the top card of your waiter on your delivered pile.
• An empty supply at a round&apos;s start means one lap, drawing from the waiter only.
Play on against Luigi and Gina (three rounds; the most orders delivered wins), or start a game of your own.</source>
        <translation>To bylo kolo Plus s pomocí! Co ses naučil:
• Chybí ti při odkrývání karty? Požádej ostatní přesně o to, co ti chybí.
• Kdo pomůže, dá karty, ale vrchní karta jeho balíčku objednávek jde mezi jeho vyřízené.
• Prázdný balíček přísad na začátku kola: hraje se jedno kolečko a dobírá se jen z balíčku objednávek.
Hraj dál proti Luigimu a Gině (tři kola; vyhrává, kdo vyřídí nejvíc objednávek), nebo začni vlastní hru.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>first</source>
        <translation>první</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>druhou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>third</source>
        <translation>třetí</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourth</source>
        <translation>čtvrtou</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fifth</source>
        <translation>pátou</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>your order “{order}”</source>
        <translation>svou objednávku „{order}“</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the {nth} of your {count} “{order}” orders from the left (the ringed one)</source>
        <translation>ze svých {count} objednávek „{order}“ tu {nth} zleva (tu zakroužkovanou)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Select {cards} and {order} in your hand, then draw from the supply.</source>
        <translation>Vyber v ruce {cards} a {order} a pak si dober z balíčku přísad.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select {cards} and {order} in your hand, then draw from your waiter.</source>
        <translation>Vyber v ruce {cards} a {order} a pak si dober ze svého balíčku objednávek.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Why now? Count the plays so far: with this turn the oven holds {have}, all that your “{order}” needs, unless an order revealed before it uses them.</source>
        <translation>Proč teď? Spočítej dosavadní tahy: s tímto tahem je v peci {have}, vše, co tvoje „{order}“ potřebuje, pokud je nespotřebuje objednávka odkrytá před ní.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Why now? Count the plays so far: with this turn the oven holds {have} of what your “{order}” needs, so it is short of only {missing}, which you may add from your hand when it is revealed.</source>
        <translation>Proč teď? Spočítej dosavadní tahy: s tímto tahem je v peci {have} z toho, co tvoje „{order}“ potřebuje, takže chybí jen {missing}, a to můžeš při odkrytí přidat z ruky.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>New game against beginners</source>
        <translation>Nová hra proti začátečníkům</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>No order this time: play the ingredients alone.</source>
        <translation>Tentokrát bez objednávky: zahraj jen přísady.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add {order} to the ingredients.</source>
        <translation>K přísadám přidej {order}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is another “{order}”: take {which}.</source>
        <translation>To je jiná „{order}“: vezmi {which}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is your “{chosen}”; this turn plays {order}.</source>
        <translation>To je tvoje „{chosen}“; v tomto tahu hraješ {order}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You chose {chosen}; this turn plays {cards}.</source>
        <translation>Vybral jsi {chosen}; v tomto tahu hraješ {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw from the supply this time, not from your waiter.</source>
        <translation>Tentokrát si dober z balíčku přísad, ne z balíčku objednávek.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from your waiter this time, not from the supply.</source>
        <translation>Tentokrát si dober ze svého balíčku objednávek, ne z balíčku přísad.</translation>
    </message>
</context>
<context>
    <name>_Salvage</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/history/archive_texts.py" line="+30"/>
        <source>{file} was damaged. %n of {found} kept games were recovered into a new game history; the damaged file was set aside (not deleted) as {aside}.</source>
        <translation>
            <numerusform>{file} byl poškozen. Do nového archivu her byla obnovena %n z {found} uložených her; poškozený soubor byl odložen stranou (nikoli smazán) jako {aside}.</numerusform>
            <numerusform>{file} byl poškozen. Do nového archivu her byly obnoveny %n z {found} uložených her; poškozený soubor byl odložen stranou (nikoli smazán) jako {aside}.</numerusform>
            <numerusform>{file} byl poškozen. Do nového archivu her bylo obnoveno %n z {found} uložených her; poškozený soubor byl odložen stranou (nikoli smazán) jako {aside}.</numerusform>
        </translation>
    </message>
</context>
</TS>
