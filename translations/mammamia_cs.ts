<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../mammamia_qt/ui/table/action_bar.py" line="+243"/>
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
        <translation>Dobrat přísady ({n})  [S]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from waiter ({n})  [W]</source>
        <translation>Dobrat objednávky ({n})  [W]</translation>
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
        <location line="+9"/>
        <source>{cards} and {order}</source>
        <translation>{cards} a {order}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing selected</source>
        <translation>Nic nevybráno</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <location filename="../mammamia_qt/ui/table/announce.py" line="+250"/>
        <source>This round&apos;s plays</source>
        <translation>Tahy tohoto kola</translation>
    </message>
</context>
<context>
    <name>AttractPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/attract.py" line="+254"/>
        <source>Demo game</source>
        <translation>Ukázková hra</translation>
    </message>
</context>
<context>
    <name>CallToAction</name>
    <message>
        <location line="-146"/>
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
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+53"/>
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
        <translation>Vrátit číšníkovi</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/crash.py" line="+82"/>
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
        <location line="+11"/>
        <source>Something went wrong</source>
        <translation>Něco se pokazilo</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+95"/>
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
        <location filename="../mammamia_qt/ui/common/names.py" line="+136"/>
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
        <location line="+6"/>
        <source>Save the game</source>
        <translation>Uložit hru</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+6"/>
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
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/how_to_play.py" line="+187"/>
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
        <location filename="../mammamia_qt/ui/shell/window_menus.py" line="+127"/>
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
        <location filename="../mammamia_qt/ui/shell/game_window.py" line="+325"/>
        <source>Leave this game?</source>
        <translation>Opustit tuto hru?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game you start or load now takes the place of this one, in the autosave too: Continue will then resume that game, not this one.

To keep this game, choose No and save it first with {path}.</source>
        <translation>Hra, kterou teď spustíš nebo načteš, nahradí tuto hru, i v automatickém uložení: „Pokračovat“ pak obnoví tu novou hru, ne tuto.

Chceš-li si tuto hru ponechat, zvol „Ne“ a nejdřív ji ulož přes {path}.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/window_menus.py" line="-15"/>
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
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-133"/>
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
        <location line="+11"/>
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
        <location line="-11"/>
        <source>or</source>
        <translation>nebo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Classic</source>
        <translation>Classic</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus</source>
        <translation>Plus</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>{count} × {ingredient}</source>
        <translation>{count} × {ingredient}</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+8"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>nic</translation>
    </message>
    <message>
        <location line="+8"/>
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
    <name>NewGameDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game.py" line="+74"/>
        <source>Name of seat {n}</source>
        <translation>Jméno na místě {n}</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+30"/>
        <source>Player {n}</source>
        <translation>Hráč {n}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Colour of seat {n}</source>
        <translation>Barva na místě {n}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Player of seat {n}</source>
        <translation>Kdo hraje na místě {n}</translation>
    </message>
    <message>
        <location line="+149"/>
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
        <translation>V tahu nemusíš vyložit žádnou přísadu.</translation>
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
        <translation>Ukazovat vše, co se v tomto kole vyložilo, nejen horní kartu.</translation>
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
        <location line="+91"/>
        <source>Two players always play without helping.</source>
        <translation>Ve dvou se vždy hraje bez pomoci.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player short of ingredients may ask the others; a helper scores a bonus order.</source>
        <translation>Komu chybí přísady, může požádat ostatní; kdo pomůže, získá navíc vyřízenou objednávku.</translation>
    </message>
    <message numerus="yes">
        <location line="+10"/>
        <source>%n round(s). Hands of {hand} cards; the holder of the Mamma Mia card opens the oven. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%n kolo. V ruce {hand} karet; kdo má kartu Mamma Mia, vyhodnocuje odkládací balíček. Vyhrává nejvíc vyřízených objednávek.</numerusform>
            <numerusform>%n kola. V ruce {hand} karet; kdo má kartu Mamma Mia, vyhodnocuje odkládací balíček. Vyhrává nejvíc vyřízených objednávek.</numerusform>
            <numerusform>%n kol. V ruce {hand} karet; kdo má kartu Mamma Mia, vyhodnocuje odkládací balíček. Vyhrává nejvíc vyřízených objednávek.</numerusform>
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
        <translation>Přísady</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>To reveal</source>
        <translation>K otočení</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oven</source>
        <translation>Odkládací balíček</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <location filename="../mammamia_qt/phones/strings.py" line="+17"/>
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
        <translation>Navrchu v troubě</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oven is empty</source>
        <translation>Trouba je prázdná</translation>
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
        <translation>Číšník: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered: %1</source>
        <translation>Doručeno: %1</translation>
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
        <translation>Zahrát, dobrat %1 ze zásoby</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the waiter</source>
        <translation>Zahrát, dobrat %1 od číšníka</translation>
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
        <translation>Přidat %1 z ruky a doručit svou %2?</translation>
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
        <translation>Zásoba: %1</translation>
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
        <source>%1 put %2 × %3 into the oven</source>
        <translation>%1 dává do pece %2 × %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 put an order into the oven: %2</source>
        <translation>%1 dává do trouby objednávku: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Checking %1&apos;s order: %2</source>
        <translation>Kontrola objednávky – %1: %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chooses %2 for the %3</source>
        <translation>%1 volí %2 pro %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks for help with the %2: %3</source>
        <translation>%1 žádá o pomoc s objednávkou %2: %3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 does not help</source>
        <translation>%1 nepomůže</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 is over. Delivered: %2</source>
        <translation>Kolo %1 skončilo. Doručeno: %2</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>%1 passed</source>
        <translation>%1 pasuje</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 sits out</source>
        <translation>%1 vynechává</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 drew the Mamma Mia card: the oven opens</source>
        <translation>%1 si lízl kartu Mamma Mia: pec se otevírá</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes the pizzas out of the oven</source>
        <translation>%1 vytahuje pizzy z pece</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 delivered a %2</source>
        <translation>%1 doručuje %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 goes back to the waiter</source>
        <translation>%2 hráče %1 se vrací číšníkovi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 helped %2</source>
        <translation>%1 pomáhá hráči %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Round %1 begins</source>
        <translation>Začíná kolo %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You</source>
        <translation>Ty</translation>
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
        <location filename="../mammamia_qt/ui/shell/phone_panel.py" line="+168"/>
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
        <location line="+17"/>
        <source>Scan with the phone&apos;s camera</source>
        <translation>Naskenuj fotoaparátem telefonu</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or open {url} and type {code}</source>
        <translation>nebo otevři {url} a zadej {code}</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Hide the link</source>
        <translation>Skrýt odkaz</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the link</source>
        <translation>Ukázat odkaz</translation>
    </message>
    <message>
        <location line="+2"/>
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
        <location filename="../mammamia_qt/ui/kiosk/pin_pad.py" line="+85"/>
        <location line="+49"/>
        <source>Operator PIN</source>
        <translation>PIN obsluhy</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+39"/>
        <source>Erase a digit</source>
        <translation>Smazat číslici</translation>
    </message>
    <message>
        <location line="-37"/>
        <location line="+39"/>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <location line="-36"/>
        <location line="+37"/>
        <source>Cancel</source>
        <translation>Zrušit</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+23"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+23"/>
        <source>Leave kiosk mode</source>
        <translation>Ukončit režim kiosku</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+23"/>
        <source>Quit the game</source>
        <translation>Ukončit hru</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+23"/>
        <source>Back</source>
        <translation>Zpět</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+10"/>
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
        <location line="+73"/>
        <source>Enter the operator PIN.</source>
        <translation>Zadej PIN obsluhy.</translation>
    </message>
    <message numerus="yes">
        <location line="-12"/>
        <source>Locked: try again in %n s.</source>
        <translation>
            <numerusform>Zamčeno: další pokus za %n sekundu.</numerusform>
            <numerusform>Zamčeno: další pokus za %n sekundy.</numerusform>
            <numerusform>Zamčeno: další pokus za %n sekund.</numerusform>
        </translation>
    </message>
    <message>
        <location line="-23"/>
        <source>Wrong PIN. Try again.</source>
        <translation>Špatný PIN. Zkus to znovu.</translation>
    </message>
</context>
<context>
    <name>PluralTexts</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/table/director.py" line="+36"/>
        <source>%n winner(s): {names}</source>
        <translation>
            <numerusform>Vítěz: {names}</numerusform>
            <numerusform>%n vítězové: {names}</numerusform>
            <numerusform>%n vítězů: {names}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/prompts.py" line="+114"/>
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
        <location line="+57"/>
        <source>No  [N]</source>
        <translation>Ne  [N]</translation>
    </message>
    <message>
        <location line="-38"/>
        <source> + </source>
        <translation> + </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{kinds}  [{key}]</source>
        <translation>{kinds}  [{key}]</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{kinds} (key {key})</source>
        <translation>{kinds} (klávesa {key})</translation>
    </message>
    <message>
        <location line="+180"/>
        <source>Ask the others for {cards}  [{key}]</source>
        <translation>Požádat ostatní o {cards}  [{key}]</translation>
    </message>
    <message numerus="yes">
        <location line="-132"/>
        <source>Your {order} needs %n more card(s).</source>
        <translation>
            <numerusform>Tvá {order} potřebuje ještě %n kartu.</numerusform>
            <numerusform>Tvá {order} potřebuje ještě %n karty.</numerusform>
            <numerusform>Tvá {order} potřebuje ještě %n karet.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Your {order} is short of {cards}.</source>
        <translation>Tvé {order} chybí {cards}.</translation>
    </message>
    <message>
        <location line="-18"/>
        <location line="+21"/>
        <source>Your hand cannot make it up.</source>
        <translation>Z ruky to doplnit nemůžeš.</translation>
    </message>
    <message numerus="yes">
        <location line="-17"/>
        <source>Your {order} needs %n more card(s). Add which from your hand?</source>
        <translation>
            <numerusform>Tvá {order} potřebuje ještě %n kartu. Kterou přidáš z ruky?</numerusform>
            <numerusform>Tvá {order} potřebuje ještě %n karty. Které přidáš z ruky?</numerusform>
            <numerusform>Tvá {order} potřebuje ještě %n karet. Které přidáš z ruky?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
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
        <translation>Vrátit číšníkovi  [N]</translation>
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
        <location line="+8"/>
        <source>Don&apos;t ask  [N]</source>
        <translation>Nežádat  [N]</translation>
    </message>
    <message>
        <location line="+52"/>
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
        <location filename="../mammamia_qt/ui/kiosk/quick_start.py" line="+183"/>
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
        <translation>Vylož aspoň jednu přísadu na odkládací balíček.</translation>
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
        <translation>Tvůj balíček objednávek je prázdný: dober si přísady.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: draw from your waiter.</source>
        <translation>Balíček přísad je prázdný: dober si objednávky.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the supply or from your waiter.</source>
        <translation>Dober si z balíčku přísad, nebo si dober objednávky.</translation>
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
        <location line="+25"/>
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
        <location filename="../mammamia_qt/ui/common/names.py" line="-148"/>
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
        <location filename="../mammamia_qt/ui/table/reveal.py" line="+102"/>
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
            <numerusform>Kolo {number}: {name} – doručena %n pizza, celkem potom {total}</numerusform>
            <numerusform>Kolo {number}: {name} – doručeny %n pizzy, celkem potom {total}</numerusform>
            <numerusform>Kolo {number}: {name} – doručeno %n pizz, celkem potom {total}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/round_summary.py" line="+75"/>
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
        <location line="+4"/>
        <source>Round {n} begins with {name}.</source>
        <translation>Kolo {n} začíná {name}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start round {n}</source>
        <translation>Začít kolo {n}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Nothing stays in the oven: the next round starts empty.</source>
        <translation>Na stole nic nezůstává: příští kolo začíná načisto.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Staying face up in the oven for the next round:</source>
        <translation>Otočené zůstávají na stole do příštího kola:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count} × {kind}</source>
        <translation>{count} × {kind}</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/scoreboard.py" line="+135"/>
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
        <translation>Objednávky</translation>
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
        <translation>Objednávky zbývající v balíčku</translation>
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
            <numerusform>Objednávky v balíčku: %n</numerusform>
            <numerusform>Objednávky v balíčku: %n</numerusform>
            <numerusform>Objednávky v balíčku: %n</numerusform>
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
        <location filename="../mammamia_qt/ui/common/names.py" line="-29"/>
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
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+49"/>
        <source>order being checked</source>
        <translation>kontrola objednávky</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the pizzas out</source>
        <translation>vyhodnocuje pec</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name} · {colour} · personal ingredient: {ingredient}</source>
        <translation>{name} · {colour} · vlastní přísada: {ingredient}</translation>
    </message>
    <message>
        <location line="-100"/>
        <source>thinking…</source>
        <translation>přemýšlí…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>to play</source>
        <translation>na tahu</translation>
    </message>
    <message>
        <location line="+208"/>
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
        <location filename="../mammamia_qt/ui/dialogs/settings.py" line="+34"/>
        <location line="+128"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="-102"/>
        <location line="+106"/>
        <source>Animation speed</source>
        <translation>Rychlost animací</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+106"/>
        <source>AI pace</source>
        <translation>Tempo počítače</translation>
    </message>
    <message>
        <location line="-105"/>
        <location line="+106"/>
        <source>How long computer players take before they play</source>
        <translation>Jak dlouho počítačoví hráči přemýšlejí, než zahrají</translation>
    </message>
    <message>
        <location line="-60"/>
        <location line="+61"/>
        <source>Start in fullscreen</source>
        <translation>Spouštět na celou obrazovku</translation>
    </message>
    <message>
        <location line="-102"/>
        <location line="+103"/>
        <source>At the table</source>
        <translation>U stolu</translation>
    </message>
    <message>
        <location line="-101"/>
        <location line="+103"/>
        <source>Animation speed:</source>
        <translation>Rychlost animací:</translation>
    </message>
    <message>
        <location line="-102"/>
        <location line="+103"/>
        <source>AI pace:</source>
        <translation>Tempo počítače:</translation>
    </message>
    <message>
        <location line="-102"/>
        <location line="+104"/>
        <source>A lost phone&apos;s seat to the computer after:</source>
        <translation>Místo odpojeného telefonu převezme počítač po:</translation>
    </message>
    <message>
        <location line="-80"/>
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
        <location line="+1"/>
        <source>Text size:</source>
        <translation>Velikost písma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reduced motion: cards fade instead of flying</source>
        <translation>Méně pohybu: karty se prolínají, místo aby létaly</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+73"/>
        <source>Window</source>
        <translation>Okno</translation>
    </message>
    <message>
        <location line="-70"/>
        <location line="+72"/>
        <source>F11 switches fullscreen at any time.</source>
        <translation>Klávesa F11 kdykoli přepne celou obrazovku.</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>Start in kiosk mode</source>
        <translation>Spouštět v režimu kiosku</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+51"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="-50"/>
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
        <location line="+1"/>
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
        <location line="+1"/>
        <source>Language</source>
        <translation>Jazyk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game switches at once; every window follows.</source>
        <translation>Hra se přepne hned, všechna okna také.</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+8"/>
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
        <location filename="../mammamia_qt/ui/shell/start_screen.py" line="+52"/>
        <location line="+54"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="-51"/>
        <location line="+52"/>
        <source>The pizza card game of good memory</source>
        <translation>Karetní hra o pizze a dobré paměti</translation>
    </message>
    <message>
        <location line="-48"/>
        <location line="+50"/>
        <source>Continue</source>
        <translation>Pokračovat</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+50"/>
        <source>New game</source>
        <translation>Nová hra</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+50"/>
        <source>How to play</source>
        <translation>Jak hrát</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+50"/>
        <source>Settings</source>
        <translation>Nastavení</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+50"/>
        <source>Quit</source>
        <translation>Konec</translation>
    </message>
    <message>
        <location line="-49"/>
        <location line="+54"/>
        <source>Resume the saved game</source>
        <translation>Pokračovat v uložené hře</translation>
    </message>
    <message>
        <location line="-53"/>
        <location line="+54"/>
        <source>Choose players and rules for a new game</source>
        <translation>Vybrat hráče a pravidla nové hry</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../mammamia_qt/ui/table/director.py" line="+116"/>
        <source>Game over</source>
        <translation>Konec hry</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} of {rounds} · taking the pizzas out of the oven</source>
        <translation>Kolo {round} z {rounds} · vyhodnocení odkládacího balíčku</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round} of {rounds} · filling the oven · {name} to play</source>
        <translation>Kolo {round} z {rounds} · vykládání · na tahu je {name}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/reveal_steps.py" line="+55"/>
        <source>{name}&apos;s order</source>
        <translation>Objednávka hráče {name}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/director.py" line="+25"/>
        <source>Round {round}: the supply is empty, one lap drawing from the waiters</source>
        <translation>Kolo {round}: balíček přísad je prázdný, jedno kolo se dobírají objednávky</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round}: {name} starts</source>
        <translation>Kolo {round}: začíná {name}</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} has no ingredient and sits out</source>
        <translation>{name} nemá přísadu a stojí</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>{name} draws the Mamma Mia card!</source>
        <translation>{name} si táhne kartu Mamma Mia!</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/reveal_steps.py" line="+58"/>
        <source>{name} takes the pizzas out of the oven!</source>
        <translation>{name} vyhodnocuje odkládací balíček!</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>chosen: {kinds}</source>
        <translation>vybráno: {kinds}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} asks for help: {cards}</source>
        <translation>{name} žádá o pomoc: {cards}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} does not help</source>
        <translation>{name} nepomůže</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{helper} helps {owner} with {cards}</source>
        <translation>{helper} pomáhá hráči {owner}: {cards}</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Delivered!</source>
        <translation>Vyřízeno!</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Back to the waiter: {reason}</source>
        <translation>Zpět do balíčku objednávek: {reason}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/director.py" line="+17"/>
        <source>Round {round} is over</source>
        <translation>Kolo {round} skončilo</translation>
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
        <location filename="../mammamia_qt/ui/table/table_widget.py" line="+132"/>
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
        <source>Card table</source>
        <translation>Karetní stůl</translation>
    </message>
    <message>
        <location line="+108"/>
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
</TS>
