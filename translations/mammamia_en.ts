<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/about.py" line="+46"/>
        <source>About Mamma Mia!</source>
        <translation>About Mamma Mia!</translation>
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
        <translation>This edition is free software, released under the MIT licence.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mamma Mia! is a card game by Uwe Rosenberg, published by Abacusspiele. The card art and the texts of this desktop edition are the project&apos;s own.</source>
        <translation>Mamma Mia! is a card game by Uwe Rosenberg, published by Abacusspiele. The card art and the texts of this desktop edition are the project&apos;s own.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the About box</source>
        <translation>Close the About box</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../mammamia_qt/ui/table/action_bar.py" line="+257"/>
        <source>Waiting…</source>
        <translation>Waiting…</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Your turn: nothing to play, so you pass.</source>
        <translation>Your turn: nothing to play, so you pass.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: choose ingredients of one kind, maybe an order, then draw.</source>
        <translation>Your turn: choose ingredients of one kind, maybe an order, then draw.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>×{held}  [{key}]</source>
        <translation>×{held}  [{key}]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{ingredient}: {held} in hand (key {key})</source>
        <translation>{ingredient}: {held} in hand (key {key})</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One card fewer (key −)</source>
        <translation>One card fewer (key −)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card more (key +)</source>
        <translation>One card more (key +)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card fewer</source>
        <translation>One card fewer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card more</source>
        <translation>One card more</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+49"/>
        <source>{ingredient}: {count} of {held} selected</source>
        <translation>{ingredient}: {count} of {held} selected</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>{ingredient}: {held} in hand</source>
        <translation>{ingredient}: {held} in hand</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Order: {name}</source>
        <translation>Order: {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No order</source>
        <translation>No order</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cycle through your orders (key O)</source>
        <translation>Cycle through your orders (key O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no order to place now.</source>
        <translation>You have no order to place now.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from supply ({n})  [S]</source>
        <translation>Draw from supply ({n})  [S]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from waiter ({n})  [W]</source>
        <translation>Draw from waiter ({n})  [W]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pass  [Enter]</source>
        <translation>Pass  [Enter]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play without drawing  [Enter]</source>
        <translation>Play without drawing  [Enter]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>order {order} selected</source>
        <translation>order {order} selected</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{cards} and {order}</source>
        <translation>{cards} and {order}</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+12"/>
        <source>Nothing selected</source>
        <translation>Nothing selected</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <location filename="../mammamia_qt/ui/table/announce.py" line="+271"/>
        <source>This round&apos;s plays</source>
        <translation>This round&apos;s plays</translation>
    </message>
</context>
<context>
    <name>ArchiveKeeper</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+107"/>
        <source>it is not a game history file</source>
        <translation>it is not a game history file</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it belongs to another program</source>
        <translation>it belongs to another program</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged</source>
        <translation>it is damaged</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by a newer version of the game</source>
        <translation>it was written by a newer version of the game</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/archive_texts.py" line="+30"/>
        <source>another program is using it</source>
        <translation>another program is using it</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game is not allowed to read or change it (no permission)</source>
        <translation>the game is not allowed to read or change it (no permission)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder stands in its place</source>
        <translation>a folder stands in its place</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder cannot be made (a file is in the way)</source>
        <translation>its folder cannot be made (a file is in the way)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file or its disk is read-only</source>
        <translation>the file or its disk is read-only</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be opened or written</source>
        <translation>it cannot be opened or written</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be brought up to date</source>
        <translation>it could not be brought up to date</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The game history {file} cannot be opened: {reason}.</source>
        <translation>The game history {file} cannot be opened: {reason}.</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>it could not be used</source>
        <translation>it could not be used</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>{file} could not be read: {reason}. It was set aside (not deleted) as {aside}, and a new game history was started.</source>
        <translation>{file} could not be read: {reason}. It was set aside (not deleted) as {aside}, and a new game history was started.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/archive_keeper.py" line="+148"/>
        <source>The game history could not be read</source>
        <translation>The game history could not be read</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game history {file} cannot be opened: {reason}. Until this is put right, the games you finish are not kept.</source>
        <translation>The game history {file} cannot be opened: {reason}. Until this is put right, the games you finish are not kept.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game history cannot be used</source>
        <translation>The game history cannot be used</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The finished game could not be kept in the game history ({file}): {reason}.</source>
        <translation>The finished game could not be kept in the game history ({file}): {reason}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot keep the game</source>
        <translation>Cannot keep the game</translation>
    </message>
</context>
<context>
    <name>AttractPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/attract.py" line="+265"/>
        <source>Demo game</source>
        <translation>Demo game</translation>
    </message>
</context>
<context>
    <name>AutoLevel</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game_auto.py" line="+35"/>
        <source>No person plays at this table: Auto seats play at {level}.</source>
        <translation>No person plays at this table: Auto seats play at {level}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games of yours yet: the computer starts at {level}.</source>
        <translation>No games of yours yet: the computer starts at {level}.</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You won {wins} of your last %n game(s): one seat moves up to {level}.</source>
        <translation>
            <numerusform>You won {wins} of %n game so far: one seat moves up to {level}.</numerusform>
            <numerusform>You won {wins} of your last %n games: one seat moves up to {level}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won {wins} of your last %n game(s): one seat moves down to {level}.</source>
        <translation>
            <numerusform>You won {wins} of %n game so far: one seat moves down to {level}.</numerusform>
            <numerusform>You won {wins} of your last %n games: one seat moves down to {level}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won {wins} of your last %n game(s): the computer stays at {level}.</source>
        <translation>
            <numerusform>You won {wins} of %n game so far: the computer stays at {level}.</numerusform>
            <numerusform>You won {wins} of your last %n games: the computer stays at {level}.</numerusform>
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
        <translation>Tap to play</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mamma Mia! – the pizza card game</source>
        <translation>Mamma Mia! – the pizza card game</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_chart.py" line="+91"/>
        <source>Answered right, per day</source>
        <translation>Answered right, per day</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy over time</source>
        <translation>Accuracy over time</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_panel.py" line="+116"/>
        <source>Answer  [Enter]</source>
        <translation>Answer  [Enter]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answer</source>
        <translation>Your answer</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/live_coach.py" line="+117"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_tab.py" line="+184"/>
        <location filename="../mammamia_qt/ui/history/coach_texts.py" line="+134"/>
        <source>Memory coach</source>
        <translation>Memory coach</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New round</source>
        <translation>New round</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+153"/>
        <source>Next  [Enter]</source>
        <translation>Next  [Enter]</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Watch the plays as they go into the oven, then answer from memory.</source>
        <translation>Watch the plays as they go into the oven, then answer from memory.</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Press “New round”: a round of a kept game is played out, then you answer from memory.</source>
        <translation>Press “New round”: a round of a kept game is played out, then you answer from memory.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The kept games could not be read ({file}): {reason}</source>
        <translation>The kept games could not be read ({file}): {reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game is kept yet: finish a game, then practise with it here.</source>
        <translation>No game is kept yet: finish a game, then practise with it here.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Face up from the round before: {cards}</source>
        <translation>Face up from the round before: {cards}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play {n} of {total}</source>
        <translation>Play {n} of {total}</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}: an order, {order}</source>
        <translation>{name}: an order, {order}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing to ask about this round: press “New round”.</source>
        <translation>Nothing to ask about this round: press “New round”.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>New round  [Enter]</source>
        <translation>New round  [Enter]</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_texts.py" line="-115"/>
        <source>How many {ingredient}, your own ingredient, went into the oven this round?</source>
        <translation>How many {ingredient}, your own ingredient, went into the oven this round?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many {ingredient} went into the oven this round?</source>
        <translation>How many {ingredient} went into the oven this round?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many ingredient cards went into the oven this round?</source>
        <translation>How many ingredient cards went into the oven this round?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who put the most {ingredient} into the oven this round?</source>
        <translation>Who put the most {ingredient} into the oven this round?</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many {ingredient} did {name} put into the oven this round?</source>
        <translation>How many {ingredient} did {name} put into the oven this round?</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s {order} was the first order into the oven. When it is turned, which ingredient will it be short of?</source>
        <translation>{name}&apos;s {order} was the first order into the oven. When it is turned, which ingredient will it be short of?</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>None: it is delivered at once</source>
        <translation>None: it is delivered at once</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More than one</source>
        <translation>More than one</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Right: {answer}.</source>
        <translation>Right: {answer}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite: you said {given}, it was {answer}.</source>
        <translation>Not quite: you said {given}, it was {answer}.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}: {cards}</source>
        <translation>{name}: {cards}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None of it was played this round.</source>
        <translation>None of it was played this round.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played: {plays}.</source>
        <translation>Played: {plays}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Face up when it was turned: {columns}. It needs {needs}; short: {short}.</source>
        <translation>Face up when it was turned: {columns}. It needs {needs}; short: {short}.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Level {level} of {top}</source>
        <translation>Level {level} of {top}</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/kiosk/idle.py" line="+122"/>
        <source>Still playing? Returning to the demo in %n…</source>
        <translation>
            <numerusform>Still playing? Returning to the demo in %n second…</numerusform>
            <numerusform>Still playing? Returning to the demo in %n seconds…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am still playing</source>
        <translation>I am still playing</translation>
    </message>
</context>
<context>
    <name>CoverTexts</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+58"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>It is {name}&apos;s turn.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{owner} asks for {cards}. Will you help?</source>
        <translation>{owner} asks for {cards}. Will you help?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, no help</source>
        <translation>No, no help</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s {order}: a choice to make.</source>
        <translation>{owner}&apos;s {order}: a choice to make.</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{owner}&apos;s {order} needs %n more card(s).</source>
        <translation>
            <numerusform>{owner}&apos;s {order} needs %n more card.</numerusform>
            <numerusform>{owner}&apos;s {order} needs %n more cards.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s {order} is short of {cards}.</source>
        <translation>{owner}&apos;s {order} is short of {cards}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let it go back</source>
        <translation>Let it go back</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/crash.py" line="+86"/>
        <source>Something went wrong inside the game: %1</source>
        <translation>Something went wrong inside the game: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game is saved up to the last move: Continue on the start screen picks it up.</source>
        <translation>Your game is saved up to the last move: Continue on the start screen picks it up.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The details are in %1</source>
        <translation>The details are in %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
</context>
<context>
    <name>DeleteGamesDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_dialogs.py" line="+196"/>
        <source>Tick the games to delete.</source>
        <translation>Tick the games to delete.</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n pizza(s)</source>
        <translation>
            <numerusform>%n pizza</numerusform>
            <numerusform>%n pizzas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>won with {pizzas}</source>
        <translation>won with {pizzas}</translation>
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
        <translation>Delete games</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games {name} played, newest first. Untick the ones to keep.</source>
        <translation>The games {name} played, newest first. Untick the ones to keep.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick all</source>
        <translation>Tick all</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick none</source>
        <translation>Tick none</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../mammamia_qt/wording/messages.py" line="+109"/>
        <source>Round {round} begins. {name} starts.</source>
        <translation>Round {round} begins. {name} starts.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins. You start.</source>
        <translation>Round {round} begins. You start.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins with an empty supply: one lap, drawing only from the waiters.</source>
        <translation>Round {round} begins with an empty supply: one lap, drawing only from the waiters.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} puts {count} × {ingredient} into the oven.</source>
        <translation>{name} puts {count} × {ingredient} into the oven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You put {count} × {ingredient} into the oven.</source>
        <translation>You put {count} × {ingredient} into the oven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} puts the order {order} into the oven.</source>
        <translation>{name} puts the order {order} into the oven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You put your order {order} into the oven.</source>
        <translation>You put your order {order} into the oven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no ingredient and passes.</source>
        <translation>{name} has no ingredient and passes.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient and pass.</source>
        <translation>You have no ingredient and pass.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no ingredient and sits out.</source>
        <translation>{name} has no ingredient and sits out.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient and sit out.</source>
        <translation>You have no ingredient and sit out.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws from the supply: {count}.</source>
        <translation>{name} draws from the supply: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw from the supply: {count}.</source>
        <translation>You draw from the supply: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws from their waiter: {count}.</source>
        <translation>{name} draws from their waiter: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw from your waiter: {count}.</source>
        <translation>You draw from your waiter: {count}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws the Mamma Mia card.</source>
        <translation>{name} draws the Mamma Mia card.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw the Mamma Mia card.</source>
        <translation>You draw the Mamma Mia card.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The supply is empty: {name} takes the pizzas out of the oven (cards: {count}).</source>
        <translation>The supply is empty: {name} takes the pizzas out of the oven (cards: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: you take the pizzas out of the oven (cards: {count}).</source>
        <translation>The supply is empty: you take the pizzas out of the oven (cards: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lap is over: {name} takes the pizzas out of the oven (cards: {count}).</source>
        <translation>The lap is over: {name} takes the pizzas out of the oven (cards: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lap is over: you take the pizzas out of the oven (cards: {count}).</source>
        <translation>The lap is over: you take the pizzas out of the oven (cards: {count}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From the oven: {ingredient}, now {count} face up.</source>
        <translation>From the oven: {ingredient}, now {count} face up.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the oven: {name}&apos;s order {order}.</source>
        <translation>From the oven: {name}&apos;s order {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the oven: your order {order}.</source>
        <translation>From the oven: your order {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chooses {kinds} for the {order}.</source>
        <translation>{name} chooses {kinds} for the {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You choose {kinds} for your {order}.</source>
        <translation>You choose {kinds} for your {order}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} asks for help with the {order}: {cards}.</source>
        <translation>{name} asks for help with the {order}: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You ask for help with your {order}: {cards}.</source>
        <translation>You ask for help with your {order}: {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} does not help.</source>
        <translation>{name} does not help.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not help.</source>
        <translation>You do not help.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} helps {name} with {cards}.</source>
        <translation>{helper} helps {name} with {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You help {name} with {cards}.</source>
        <translation>You help {name} with {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} helps you with {cards}.</source>
        <translation>{helper} helps you with {cards}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered.</source>
        <translation>{name}&apos;s {order} is delivered.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} is delivered.</source>
        <translation>Your {order} is delivered.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered with help from {helper}.</source>
        <translation>{name}&apos;s {order} is delivered with help from {helper}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} is delivered with help from {helper}.</source>
        <translation>Your {order} is delivered with help from {helper}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered with your help.</source>
        <translation>{name}&apos;s {order} is delivered with your help.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} goes back to the waiter: {reason}.</source>
        <translation>{name}&apos;s {order} goes back to the waiter: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} goes back to your waiter: {reason}.</source>
        <translation>Your {order} goes back to your waiter: {reason}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} is over. Delivered this round: {counts}.</source>
        <translation>Round {round} is over. Delivered this round: {counts}.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. {name} wins.</source>
        <translation>Game over. {name} wins.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. You win!</source>
        <translation>Game over. You win!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. {names} share the win.</source>
        <translation>Game over. {names} share the win.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. You share the win with {names}.</source>
        <translation>Game over. You share the win with {names}.</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Round {round} of {rounds} · filling the oven · {name} to play</source>
        <translation>Round {round} of {rounds} · filling the oven · {name} to play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds} · filling the oven · your turn</source>
        <translation>Round {round} of {rounds} · filling the oven · your turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}: {name} to play.</source>
        <translation>Round {round} of {rounds}: {name} to play.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}: your turn.</source>
        <translation>Round {round} of {rounds}: your turn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has the Mamma Mia card.</source>
        <translation>{name} has the Mamma Mia card.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the Mamma Mia card.</source>
        <translation>You have the Mamma Mia card.</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+102"/>
        <source>Cannot keep the game</source>
        <translation>Cannot keep the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot be saved to {path}: {reason}</source>
        <translation>The game cannot be saved to {path}: {reason}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The last game cannot be continued</source>
        <translation>The last game cannot be continued</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+25"/>
        <source>the file is far too large to be a saved game</source>
        <translation>the file is far too large to be a saved game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged or cut short</source>
        <translation>the file is damaged or cut short</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it is not text)</source>
        <translation>the file is damaged (it is not text)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a saved game of Mamma Mia!</source>
        <translation>it is not a saved game of Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was saved by a newer version of the game</source>
        <translation>it was saved by a newer version of the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged: its moves do not replay</source>
        <translation>the file is damaged: its moves do not replay</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file does not exist</source>
        <translation>the file does not exist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read</source>
        <translation>the file cannot be read</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a link to a file that does not exist</source>
        <translation>it is a link to a file that does not exist</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a file (but a folder, a pipe or a device)</source>
        <translation>it is not a file (but a folder, a pipe or a device)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading the file took too long</source>
        <translation>reading the file took too long</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (its data is nested far too deeply)</source>
        <translation>the file is damaged (its data is nested far too deeply)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is damaged (it holds a number that is far too large or not a number)</source>
        <translation>the file is damaged (it holds a number that is far too large or not a number)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its version mark is not one this game knows (perhaps a newer version made it)</source>
        <translation>its version mark is not one this game knows (perhaps a newer version made it)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file was cut short or edited: its moves do not lead to the saved game</source>
        <translation>the file was cut short or edited: its moves do not lead to the saved game</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is damaged</source>
        <translation>the file is damaged</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+21"/>
        <source>{file} could not be loaded: {reason}.</source>
        <translation>{file} could not be loaded: {reason}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} could not be loaded: {reason}. It was set aside (not deleted) as {aside}.</source>
        <translation>{file} could not be loaded: {reason}. It was set aside (not deleted) as {aside}.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot save the game</source>
        <translation>Cannot save the game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} could not be written: {reason}</source>
        <translation>{file} could not be written: {reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot load the game</source>
        <translation>Cannot load the game</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>Saved games (*.json)</source>
        <translation>Saved games (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load a game</source>
        <translation>Load a game</translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+80"/>
        <source>Everyone else, please look away.</source>
        <translation>Everyone else, please look away.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass to {name}</source>
        <translation>Pass to {name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {name}: show my cards</source>
        <translation>I am {name}: show my cards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show {name}&apos;s cards</source>
        <translation>Show {name}&apos;s cards</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the screen to {name}</source>
        <translation>Pass the screen to {name}</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-68"/>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>Tournament</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On phones</source>
        <translation>On phones</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/games_list.py" line="+151"/>
        <source>&amp;Find a player:</source>
        <translation>&amp;Find a player:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a player</source>
        <translation>Find a player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>&amp;Open</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the selected game (Enter)</source>
        <translation>Replay the selected game (Enter)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Delete…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget the selected games (Delete)</source>
        <translation>Forget the selected games (Delete)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game is kept yet.
Every game played to its end is kept here, to be replayed.</source>
        <translation>No game is kept yet.
Every game played to its end is kept here, to be replayed.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kept games</source>
        <translation>Kept games</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finished</source>
        <translation>Finished</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (★ won)</source>
        <translation>Players (★ won)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas</source>
        <translation>Pizzas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where</source>
        <translation>Where</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Forget the selected games ({count})? This cannot be undone.</source>
        <translation>Forget the selected games ({count})? This cannot be undone.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete games</source>
        <translation>Delete games</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../mammamia_qt/ui/history/history_page.py" line="+105"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the title screen (Esc)</source>
        <translation>Back to the title screen (Esc)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The game archive {file} cannot be read: {why}</source>
        <translation>The game archive {file} cannot be read: {why}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game {id} cannot be replayed: {why}</source>
        <translation>Game {id} cannot be replayed: {why}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no data folder</source>
        <translation>there is no data folder</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The games could not be deleted: {why}</source>
        <translation>The games could not be deleted: {why}</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/how_to_play.py" line="+189"/>
        <location line="+3"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+1"/>
        <source>Back</source>
        <translation>Back</translation>
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
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Main menu</source>
        <translation>&amp;Main menu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation>Histor&amp;y</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>&amp;Save…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>&amp;Load…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>&amp;How to play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Guided first game</source>
        <translation>&amp;Guided first game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guided game: &amp;helping (Plus)</source>
        <translation>Guided game: hel&amp;ping (Plus)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Mamma Mia!</source>
        <translation>&amp;About Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fullscreen</source>
        <translation>&amp;Fullscreen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;coreboard</source>
        <translation>S&amp;coreboard</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip reveal</source>
        <translation>S&amp;kip reveal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound</source>
        <translation>&amp;Mute sound</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_pages.py" line="+439"/>
        <source>An unfinished game is waiting. A new game takes its place, in the autosave too: Continue will then resume the new game, not that one.</source>
        <translation>An unfinished game is waiting. A new game takes its place, in the autosave too: Continue will then resume the new game, not that one.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Continue that game</source>
        <translation>Continue that game</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game</source>
        <translation>Start a new game</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Leave this game?</source>
        <translation>Leave this game?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game you start or load now takes the place of this one, in the autosave too: Continue will then resume that game, not this one.

To keep this game, choose No and save it with {path} first.</source>
        <translation>The game you start or load now takes the place of this one, in the autosave too: Continue will then resume that game, not this one.

To keep this game, choose No and save it with {path} first.</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/window_menus.py" line="-22"/>
        <source>Mamma Mia!</source>
        <translation>Mamma Mia!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation &amp;speed</source>
        <translation>Animation &amp;speed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/main_window.py" line="+100"/>
        <source>Game saved: {file}</source>
        <translation>Game saved: {file}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../mammamia_qt/wording/card_names.py" line="+16"/>
        <source>Pineapple</source>
        <translation>Pineapple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Olive</source>
        <translation>Olive</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pepper</source>
        <translation>Pepper</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mushroom</source>
        <translation>Mushroom</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Salami</source>
        <translation>Salami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shrimp</source>
        <translation>Shrimp</translation>
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
        <translation>Yellow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>Brown</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>Purple</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pink</source>
        <translation>Pink</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>or</source>
        <translation>or</translation>
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
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+173"/>
        <source>{name} has no ingredient and places an order</source>
        <translation>{name} has no ingredient and places an order</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has no ingredient and passes</source>
        <translation>{name} has no ingredient and passes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {count} × {ingredient} and an order</source>
        <translation>{name}: {count} × {ingredient} and an order</translation>
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
        <translation>Tick at least one name.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the name to keep.</source>
        <translation>Type the name to keep.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a new name, or tick more names to merge.</source>
        <translation>Type a new name, or tick more names to merge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Rename or merge names</source>
        <translation>Rename or merge names</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the names that belong to one player and type the name to keep. Their games then count for that name.</source>
        <translation>Tick the names that belong to one player and type the name to keep. Their games then count for that name.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name to keep:</source>
        <translation>Name to keep:</translation>
    </message>
</context>
<context>
    <name>NarrationView</name>
    <message>
        <location filename="../mammamia_qt/ui/table/narration.py" line="+297"/>
        <source>Table narration</source>
        <translation>Table narration</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table narration, last lines</source>
        <translation>Table narration, last lines</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Escape or L to go back to the table.</source>
        <translation>Press Escape or L to go back to the table.</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location line="-220"/>
        <source>Supply: {count}.</source>
        <translation>Supply: {count}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand: {cards}; your orders: {orders}.</source>
        <translation>Your hand: {cards}; your orders: {orders}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over.</source>
        <translation>Game over.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} of {rounds}: taking the pizzas out, {count} left in the oven; face up: {columns}.</source>
        <translation>Round {round} of {rounds}: taking the pizzas out, {count} left in the oven; face up: {columns}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have {hand} in hand, {waiter} in the waiter, {delivered} delivered.</source>
        <translation>You have {hand} in hand, {waiter} in the waiter, {delivered} delivered.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: {hand} in hand, {waiter} in the waiter, {delivered} delivered.</source>
        <translation>{name}: {hand} in hand, {waiter} in the waiter, {delivered} delivered.</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Oven: {count} cards, on top: {top}.</source>
        <translation>Oven: {count} cards, on top: {top}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game.py" line="+79"/>
        <source>Name of seat {n}</source>
        <translation>Name of seat {n}</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+31"/>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour of seat {n}</source>
        <translation>Colour of seat {n}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {n}</source>
        <translation>Player of seat {n}</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic (1999): 2 to 5 players</source>
        <translation>Classic (1999): 2 to 5 players</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus (2009): 2 to 6 players, shrimp and helping</source>
        <translation>Plus (2009): 2 to 6 players, shrimp and helping</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>Colour</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played by</source>
        <translation>Played by</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Add a player</source>
        <translation>Add a player</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>Remove a player</source>
        <translation>Remove a player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (clockwise)</source>
        <translation>Players (clockwise)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ingredients optional (Czech reading)</source>
        <translation>Ingredients optional (Czech reading)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw fewer cards (Czech reading)</source>
        <translation>Draw fewer cards (Czech reading)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia card in the deal (Dutch rules)</source>
        <translation>Mamma Mia card in the deal (Dutch rules)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Helping</source>
        <translation>Helping</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory aid</source>
        <translation>Memory aid</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn may skip putting ingredients into the oven.</source>
        <translation>A turn may skip putting ingredients into the oven.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the end of a turn, draw any number of cards from one up to the limit.</source>
        <translation>At the end of a turn, draw any number of cards from one up to the limit.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Mamma Mia card is shuffled in before dealing; whoever gets it lays it out and draws again.</source>
        <translation>The Mamma Mia card is shuffled in before dealing; whoever gets it lays it out and draws again.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show everything played into the oven this round, not only the top card.</source>
        <translation>Show everything played into the oven this round, not only the top card.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting player</source>
        <translation>Starting player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting player:</source>
        <translation>Starting player:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Start the game</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Two players always play without helping.</source>
        <translation>Two players always play without helping.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player short of ingredients may ask the others; a helper scores a bonus order.</source>
        <translation>A player short of ingredients may ask the others; a helper scores a bonus order.</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n round(s). Hands of {hand} cards; the holder of the Mamma Mia card opens the oven. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%n round. Hands of {hand} cards; the holder of the Mamma Mia card opens the oven. Most pizzas delivered wins.</numerusform>
            <numerusform>%n rounds. Hands of {hand} cards; the holder of the Mamma Mia card opens the oven. Most pizzas delivered wins.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n round(s). Hands of {hand} cards, drawing at most {most} at a time. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%n round. Hands of {hand} cards, drawing at most {most} at a time. Most pizzas delivered wins.</numerusform>
            <numerusform>%n rounds. Hands of {hand} cards, drawing at most {most} at a time. Most pizzas delivered wins.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw at random</source>
        <translation>Draw at random</translation>
    </message>
</context>
<context>
    <name>Oven</name>
    <message>
        <location filename="../mammamia_qt/ui/table/oven.py" line="+33"/>
        <source>Supply</source>
        <translation>Supply</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>To reveal</source>
        <translation>To reveal</translation>
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
        <translation>Language</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting to the table…</source>
        <translation>Connecting to the table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost. Reconnecting…</source>
        <translation>Connection lost. Reconnecting…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer works. Scan the new code on the table.</source>
        <translation>This link no longer works. Scan the new code on the table.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat was opened on another device.</source>
        <translation>Your seat was opened on another device.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This seat is open on another device.</source>
        <translation>This seat is open on another device.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on this device</source>
        <translation>Play on this device</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to my seat</source>
        <translation>Back to my seat</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the oven</source>
        <translation>Top of the oven</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oven is empty</source>
        <translation>The oven is empty</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 more: tap to go on</source>
        <translation>%1 more: tap to go on</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your orders</source>
        <translation>Your orders</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No order in hand</source>
        <translation>No order in hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiter: %1</source>
        <translation>Waiter: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered: %1</source>
        <translation>Delivered: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>Your turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn</source>
        <translation>%1&apos;s turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is deciding…</source>
        <translation>%1 is deciding…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decision</source>
        <translation>Your decision</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap ingredients of one kind to put into the oven.</source>
        <translation>Tap ingredients of one kind to put into the oven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add an order (optional):</source>
        <translation>Add an order (optional):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No order</source>
        <translation>No order</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the supply</source>
        <translation>Play, draw %1 from the supply</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the waiter</source>
        <translation>Play, draw %1 from the waiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw nothing</source>
        <translation>Play, draw nothing</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No ingredient: pass</source>
        <translation>No ingredient: pass</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the ingredients for your %1:</source>
        <translation>Choose the ingredients for your %1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add %1 from your hand to deliver your %2?</source>
        <translation>Add %1 from your hand to deliver your %2?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 is short of %2. Ask the others for help?</source>
        <translation>Your %1 is short of %2. Ask the others for help?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for %1</source>
        <translation>Ask for %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not ask</source>
        <translation>Do not ask</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks you for %2 for their %3. Help?</source>
        <translation>%1 asks you for %2 for their %3. Help?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not help</source>
        <translation>Do not help</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards of any kind</source>
        <translation>%1 cards of any kind</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the table…</source>
        <translation>Waiting for the table…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now. Nothing was changed.</source>
        <translation>That is not allowed now. Nothing was changed.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table did not understand that. Nothing was changed.</source>
        <translation>The table did not understand that. Nothing was changed.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>%1 wins!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>You win!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oven: %1 cards</source>
        <translation>Oven: %1 cards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply: %1</source>
        <translation>Supply: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face up:</source>
        <translation>Face up:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards</source>
        <translation>%1 cards</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone</source>
        <translation>Waiting for %1&apos;s phone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 delivered a %2</source>
        <translation>%1 delivered a %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 goes back to the waiter</source>
        <translation>%1&apos;s %2 goes back to the waiter</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Enter the code shown on the table</source>
        <translation>Enter the code shown on the table</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <location line="-23"/>
        <source>In the oven from the last round: %1</source>
        <translation>In the oven from the last round: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>Final scores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the win!</source>
        <translation>%1 share the win!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You share the win with %1!</source>
        <translation>You share the win with %1!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie-break: %1 tied on pizzas delivered (%2 each). %3 wins with the most ingredient cards left in hand.</source>
        <translation>Tie-break: %1 tied on pizzas delivered (%2 each). %3 wins with the most ingredient cards left in hand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie-break: %1 tied on pizzas delivered (%2 each) and on ingredient cards left in hand (%3 each), so they share the win.</source>
        <translation>Tie-break: %1 tied on pizzas delivered (%2 each) and on ingredient cards left in hand (%3 each), so they share the win.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most pizzas delivered: %1</source>
        <translation>Most pizzas delivered: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left: %1</source>
        <translation>Cards left: %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vibrate when it is my turn</source>
        <translation>Vibrate when it is my turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link or code is not valid (any more). Scan the code on the table again or type it in.</source>
        <translation>This link or code is not valid (any more). Scan the code on the table again or type it in.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too many wrong codes. Wait a minute, then try again.</source>
        <translation>Too many wrong codes. Wait a minute, then try again.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>Type a code</translation>
    </message>
</context>
<context>
    <name>PhonePanel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/phone_panel.py" line="+192"/>
        <source>The phones cannot be reached: {reason}</source>
        <translation>The phones cannot be reached: {reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s phone is lost: the computer plays until it is back</source>
        <translation>{name}&apos;s phone is lost: the computer plays until it is back</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s phone is lost ({seconds} s)</source>
        <translation>{name}&apos;s phone is lost ({seconds} s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {name}&apos;s phone</source>
        <translation>Waiting for {name}&apos;s phone</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is deciding…</source>
        <translation>{name} is deciding…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s phone is connected</source>
        <translation>{name}&apos;s phone is connected</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Phones</source>
        <translation>Phones</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Scan with the phone&apos;s camera</source>
        <translation>Scan with the phone&apos;s camera</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or open {url} and type {code}</source>
        <translation>or open {url} and type {code}</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hide the link</source>
        <translation>Hide the link</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the link</source>
        <translation>Show the link</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows this seat&apos;s code for its phone to scan again</source>
        <translation>Shows this seat&apos;s code for its phone to scan again</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New link</source>
        <translation>New link</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give this seat to another phone; the old link stops working at once</source>
        <translation>Give this seat to another phone; the old link stops working at once</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer plays until the phone is back</source>
        <translation>Computer plays until the phone is back</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer plays</source>
        <translation>Computer plays</translation>
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
        <translation>Operator PIN</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+40"/>
        <source>Erase a digit</source>
        <translation>Erase a digit</translation>
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
        <translation>Cancel</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Leave kiosk mode</source>
        <translation>Leave kiosk mode</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Quit the game</source>
        <translation>Quit the game</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+11"/>
        <source>Operator</source>
        <translation>Operator</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No operator PIN is set. Set kiosk/pin in the configuration file to unlock kiosk mode.</source>
        <translation>No operator PIN is set. Set kiosk/pin in the configuration file to unlock kiosk mode.</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+76"/>
        <source>Enter the operator PIN.</source>
        <translation>Enter the operator PIN.</translation>
    </message>
    <message numerus="yes">
        <location line="-36"/>
        <source>Wrong PIN. %n more try(s) before the pad locks for a while.</source>
        <translation>
            <numerusform>Wrong PIN. %n more try before the pad locks for a while.</numerusform>
            <numerusform>Wrong PIN. %n more tries before the pad locks for a while.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Locked: try again in %n s.</source>
        <translation>
            <numerusform>Locked: try again in %n s.</numerusform>
            <numerusform>Locked: try again in %n s.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/prompts.py" line="+175"/>
        <source>Your {order}: choose</source>
        <translation>Your {order}: choose</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Help {name} with {cards}?</source>
        <translation>Help {name} with {cards}?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You do not hold all of these cards, so you cannot help.</source>
        <translation>You do not hold all of these cards, so you cannot help.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hand over these cards; your waiter&apos;s top order counts as delivered.</source>
        <translation>You hand over these cards; your waiter&apos;s top order counts as delivered.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes, help  [Y]</source>
        <translation>Yes, help  [Y]</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+58"/>
        <source>No  [N]</source>
        <translation>No  [N]</translation>
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
        <translation>{kinds} (key {key})</translation>
    </message>
    <message>
        <location line="+184"/>
        <source>Ask the others for {cards}  [{key}]</source>
        <translation>Ask the others for {cards}  [{key}]</translation>
    </message>
    <message numerus="yes">
        <location line="-136"/>
        <source>Your {order} needs %n more card(s).</source>
        <translation>
            <numerusform>Your {order} needs %n more card.</numerusform>
            <numerusform>Your {order} needs %n more cards.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your {order} is short of {cards}.</source>
        <translation>Your {order} is short of {cards}.</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+23"/>
        <source>Your hand cannot make it up.</source>
        <translation>Your hand cannot make it up.</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>Your {order} needs %n more card(s). Add which from your hand?</source>
        <translation>
            <numerusform>Your {order} needs %n more card. Add which from your hand?</numerusform>
            <numerusform>Your {order} needs %n more cards. Add which from your hand?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add them  [Y]</source>
        <translation>Add them  [Y]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t  [N]</source>
        <translation>Don&apos;t  [N]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add {cards} from your hand  [Y]</source>
        <translation>Add {cards} from your hand  [Y]</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Let it go back  [N]</source>
        <translation>Let it go back  [N]</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Your {order} needs %n more card(s). Ask the others for help?</source>
        <translation>
            <numerusform>Your {order} needs %n more card. Ask the others for help?</numerusform>
            <numerusform>Your {order} needs %n more cards. Ask the others for help?</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {order} is short of {cards}. Ask the others for help?</source>
        <translation>Your {order} is short of {cards}. Ask the others for help?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Don&apos;t ask  [N]</source>
        <translation>Don&apos;t ask  [N]</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Pick exactly the missing number of cards from your hand.</source>
        <translation>Pick exactly the missing number of cards from your hand.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ask for part of what is missing; your own hand must cover the rest.</source>
        <translation>Ask for part of what is missing; your own hand must cover the rest.</translation>
    </message>
</context>
<context>
    <name>QuickStartPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/quick_start.py" line="+184"/>
        <source>{language} is not available yet.</source>
        <translation>{language} is not available yet.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player {n}</source>
        <translation>Player {n}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{n}: Human</source>
        <translation>{n}: Human</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}: Phone</source>
        <translation>{n}: Phone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}: Computer</source>
        <translation>{n}: Computer</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>Edition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays</source>
        <translation>Who plays</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the last game</source>
        <translation>Resume the last game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the demo</source>
        <translation>Back to the demo</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+13"/>
        <source>It is not your turn to act.</source>
        <translation>It is not your turn to act.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a move of this game.</source>
        <translation>That is not a move of this game.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No decision is open now: it is a turn of phase 1.</source>
        <translation>No decision is open now: it is a turn of phase 1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That choice is not open: a joker cannot be your personal ingredient, and a Minimale takes the kind with the fewest face-up cards.</source>
        <translation>That choice is not open: a joker cannot be your personal ingredient, and a Minimale takes the kind with the fewest face-up cards.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can only add exactly the missing cards from your hand.</source>
        <translation>You can only add exactly the missing cards from your hand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask for part of what is missing; your own hand must cover the rest.</source>
        <translation>Ask for part of what is missing; your own hand must cover the rest.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not an answer to the request for help.</source>
        <translation>That is not an answer to the request for help.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put at least one ingredient into the oven.</source>
        <translation>Put at least one ingredient into the oven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pass plays no ingredient.</source>
        <translation>A pass plays no ingredient.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient to play.</source>
        <translation>You have no ingredient to play.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only play ingredients you hold.</source>
        <translation>You can only play ingredients you hold.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can only play an order you hold.</source>
        <translation>You can only play an order you hold.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without ingredients you sit out and place no order.</source>
        <translation>Without ingredients you sit out and place no order.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without ingredients you pass and place no order.</source>
        <translation>Without ingredients you pass and place no order.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your waiter is empty: draw from the supply.</source>
        <translation>Your waiter is empty: draw from the supply.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: draw from your waiter.</source>
        <translation>The supply is empty: draw from your waiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the supply or from your waiter.</source>
        <translation>Draw from the supply or from your waiter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must draw while a stack can give you a card.</source>
        <translation>You must draw while a stack can give you a card.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot draw that many cards now.</source>
        <translation>You cannot draw that many cards now.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules do not allow that now.</source>
        <translation>The rules do not allow that now.</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../mammamia_qt/ui/history/captions.py" line="+27"/>
        <source>The cards are dealt</source>
        <translation>The cards are dealt</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/replay_board.py" line="+266"/>
        <source>Oven</source>
        <translation>Oven</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Pizzas: {count}</source>
        <translation>Pizzas: {count}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/replay_viewer.py" line="+211"/>
        <source>Back to the list</source>
        <translation>Back to the list</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+22"/>
        <source>Speed</source>
        <translation>Speed</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>‹ Reveal</source>
        <translation>‹ Reveal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal ›</source>
        <translation>Reveal ›</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start</source>
        <translation>To the start</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the end</source>
        <translation>To the end</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>One step back</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>One step forward</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous round</source>
        <translation>Previous round</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next round</source>
        <translation>Next round</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous reveal</source>
        <translation>Previous reveal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next reveal</source>
        <translation>Next reveal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause</source>
        <translation>Play or pause</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{action} ({keys})</source>
        <translation>{action} ({keys})</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step</source>
        <translation>Step</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step {step} of {steps}</source>
        <translation>Step {step} of {steps}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay of {date}</source>
        <translation>Replay of {date}</translation>
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
        <translation>{first} and {last}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location line="+134"/>
        <source>Final standings</source>
        <translation>Final standings</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main menu</source>
        <translation>Main menu</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} share the win!</source>
        <translation>{names} share the win!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tie-break: {tied} tied on pizzas delivered ({count} each). {name} wins with the most ingredient cards left in hand.</source>
        <translation>Tie-break: {tied} tied on pizzas delivered ({count} each). {name} wins with the most ingredient cards left in hand.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tie-break: {tied} tied on pizzas delivered ({count} each) and on ingredient cards left in hand ({hand} each), so they share the win.</source>
        <translation>Tie-break: {tied} tied on pizzas delivered ({count} each) and on ingredient cards left in hand ({hand} each), so they share the win.</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Most pizzas delivered: %n</source>
        <translation>
            <numerusform>Most pizzas delivered: %n</numerusform>
            <numerusform>Most pizzas delivered: %n</numerusform>
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
        <translation>Ingredient cards left in hand: {counts}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Equal counts of pizzas are ranked by the ingredient cards left in hand (Cards left).</source>
        <translation>Equal counts of pizzas are ranked by the ingredient cards left in hand (Cards left).</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <location filename="../mammamia_qt/wording/card_names.py" line="+17"/>
        <source>not completed</source>
        <translation>not completed</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its forbidden ingredient is face up</source>
        <translation>its forbidden ingredient is face up</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no kind can be its Minimale</source>
        <translation>no kind can be its Minimale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody helped</source>
        <translation>nobody helped</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/reveal.py" line="+104"/>
        <source>Used</source>
        <translation>Used</translation>
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
        <translation>Round</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Round {number}: {name} delivered %n pizza(s), {total} in all after it</source>
        <translation>
            <numerusform>Round {number}: {name} delivered %n pizza, {total} in all after it</numerusform>
            <numerusform>Round {number}: {name} delivered %n pizzas, {total} in all after it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/round_summary.py" line="+78"/>
        <source>Round {n} is over</source>
        <translation>Round {n} is over</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delivered</source>
        <translation>Delivered</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Returned</source>
        <translation>Returned</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In total</source>
        <translation>In total</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name}: delivered {d}, returned {r}, {t} in total</source>
        <translation>{name}: delivered {d}, returned {r}, {t} in total</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Cards in the supply: %n</source>
        <translation>
            <numerusform>Cards in the supply: %n</numerusform>
            <numerusform>Cards in the supply: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That was the last round.</source>
        <translation>That was the last round.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the results</source>
        <translation>See the results</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round {n} begins with {name}.</source>
        <translation>Round {n} begins with {name}.</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Start round {n}</source>
        <translation>Start round {n}</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing stays in the oven: the next round starts empty.</source>
        <translation>Nothing stays in the oven: the next round starts empty.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Staying face up in the oven for the next round:</source>
        <translation>Staying face up in the oven for the next round:</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count} × {kind}</source>
        <translation>{count} × {kind}</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Round {n} begins with {name}. The supply is empty, so it is one lap: everyone plays one turn and draws from their waiter, then the oven is opened.</source>
        <translation>Round {n} begins with {name}. The supply is empty, so it is one lap: everyone plays one turn and draws from their waiter, then the oven is opened.</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/scoreboard.py" line="+136"/>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays</source>
        <translation>Plays</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiter</source>
        <translation>Waiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered</source>
        <translation>Delivered</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia</source>
        <translation>Mamma Mia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Turn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>Cards left</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name and colour</source>
        <translation>Name and colour</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human or computer player, with its level</source>
        <translation>Human or computer player, with its level</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards in hand</source>
        <translation>Cards in hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orders left in the waiter stack</source>
        <translation>Orders left in the waiter stack</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas delivered so far</source>
        <translation>Pizzas delivered so far</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+84"/>
        <source>Holds the Mamma Mia card</source>
        <translation>Holds the Mamma Mia card</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Whose turn it is</source>
        <translation>Whose turn it is</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie-break: on equal pizzas, the most ingredient cards left in hand ranks first</source>
        <translation>Tie-break: on equal pizzas, the most ingredient cards left in hand ranks first</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No tie-break needed</source>
        <translation>No tie-break needed</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Ingredient cards left in hand: %n</source>
        <translation>
            <numerusform>Ingredient card left in hand: %n</numerusform>
            <numerusform>Ingredient cards left in hand: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, {colour}, to play</source>
        <translation>{name}, {colour}, to play</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, {colour}</source>
        <translation>{name}, {colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is played by: {kind}</source>
        <translation>{name} is played by: {kind}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cards in hand: %n</source>
        <translation>
            <numerusform>Cards in hand: %n</numerusform>
            <numerusform>Cards in hand: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Orders in the waiter stack: %n</source>
        <translation>
            <numerusform>Orders in the waiter stack: %n</numerusform>
            <numerusform>Orders in the waiter stack: %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pizzas delivered: %n</source>
        <translation>
            <numerusform>Pizzas delivered: %n</numerusform>
            <numerusform>Pizzas delivered: %n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Does not hold the Mamma Mia card</source>
        <translation>Does not hold the Mamma Mia card</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is to play</source>
        <translation>{name} is to play</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting</source>
        <translation>Waiting</translation>
    </message>
</context>
<context>
    <name>ScoreboardPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/table_page.py" line="+144"/>
        <location line="+1"/>
        <source>Scoreboard</source>
        <translation>Scoreboard</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Finished rounds</source>
        <translation>Finished rounds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No round has ended yet.</source>
        <translation>No round has ended yet.</translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-235"/>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: random</source>
        <translation>AI: random</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: beginner</source>
        <translation>AI: beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: intermediate</source>
        <translation>AI: intermediate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: expert</source>
        <translation>AI: expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: master</source>
        <translation>AI: master</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>Phone</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: Auto</source>
        <translation>AI: Auto</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+51"/>
        <source>order being checked</source>
        <translation>order being checked</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the pizzas out</source>
        <translation>takes the pizzas out</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name} · {colour} · personal ingredient: {ingredient}</source>
        <translation>{name} · {colour} · personal ingredient: {ingredient}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/tools/sweep/fit_checks.py" line="+273"/>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="-100"/>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+6"/>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiter</source>
        <translation>waiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delivered</source>
        <translation>delivered</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/settings.py" line="+35"/>
        <location line="+170"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+147"/>
        <source>Animation speed</source>
        <translation>Animation speed</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>AI pace</source>
        <translation>AI pace</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>How long computer players take before they play</source>
        <translation>How long computer players take before they play</translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>Start in fullscreen</source>
        <translation>Start in fullscreen</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+144"/>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+144"/>
        <source>Animation speed:</source>
        <translation>Animation speed:</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+144"/>
        <source>AI pace:</source>
        <translation>AI pace:</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+145"/>
        <source>A lost phone&apos;s seat to the computer after:</source>
        <translation>A lost phone&apos;s seat to the computer after:</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+152"/>
        <source>Memory coach: a question at each reveal</source>
        <translation>Memory coach: a question at each reveal</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>{volume} %</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>High contrast</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looks</source>
        <translation>Looks</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme:</source>
        <translation>Theme:</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text size:</source>
        <translation>Text size:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reduced motion: cards fade instead of flying</source>
        <translation>Reduced motion: cards fade instead of flying</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>Window</source>
        <translation>Window</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+92"/>
        <source>F11 switches fullscreen at any time.</source>
        <translation>F11 switches fullscreen at any time.</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Start in kiosk mode</source>
        <translation>Start in kiosk mode</translation>
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
        <translation>Back to the demo after this many idle seconds</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kiosk</source>
        <translation>Kiosk</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the demo when idle for:</source>
        <translation>Back to the demo when idle for:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep the demo&apos;s games in the game history</source>
        <translation>Keep the demo&apos;s games in the game history</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The operator PIN (kiosk/pin in the configuration file) unlocks kiosk mode.</source>
        <translation>The operator PIN (kiosk/pin in the configuration file) unlocks kiosk mode.</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>When a phone has been lost this long, the table offers to let the computer play its seat</source>
        <translation>When a phone has been lost this long, the table offers to let the computer play its seat</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When one person plays at the screen: before the oven is turned, a question about the round</source>
        <translation>When one person plays at the screen: before the oven is turned, a question about the round</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound volume</source>
        <translation>Sound volume</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mute the sound (M switches it at any time)</source>
        <translation>Mute the sound (M switches it at any time)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound in the demo games (only once someone has touched the screen)</source>
        <translation>Sound in the demo games (only once someone has touched the screen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game switches at once; every window follows.</source>
        <translation>The game switches at once; every window follows.</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../mammamia_qt/ui/sound.py" line="+328"/>
        <source>Sound off (M turns it on)</source>
        <translation>Sound off (M turns it on)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on</source>
        <translation>Sound on</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+43"/>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>Instant</translation>
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
        <translation>The pizza card game of good memory</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+56"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>First game</source>
        <translation>First game</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+60"/>
        <source>Resume the saved game</source>
        <translation>Resume the saved game</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+60"/>
        <source>Choose players and rules for a new game</source>
        <translation>Choose players and rules for a new game</translation>
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
        <translation>Won (%)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{category} ({games})</source>
        <translation>{category} ({games})</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Won by edition (games)</source>
        <translation>Won by edition (games)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won by number of players (games)</source>
        <translation>Won by number of players (games)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Won against computer players (games)</source>
        <translation>Won against computer players (games)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No games against computer players yet</source>
        <translation>No games against computer players yet</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-38"/>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beginner</source>
        <translation>beginner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermediate</source>
        <translation>intermediate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>master</source>
        <translation>master</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_charts.py" line="+16"/>
        <source>Pizzas per round, game by game</source>
        <translation>Pizzas per round, game by game</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Games, oldest first</source>
        <translation>Games, oldest first</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_tab.py" line="-198"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas per game</source>
        <translation>Pizzas per game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game</source>
        <translation>Best game</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>Longest winning streak</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current winning streak</source>
        <translation>Current winning streak</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <location line="+141"/>
        <source>The game archive {path} cannot be read:
{reason}</source>
        <translation>The game archive {path} cannot be read:
{reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No finished games are kept yet.
Play a game to the end and its figures appear here.</source>
        <translation>No finished games are kept yet.
Play a game to the end and its figures appear here.</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n pizza(s)</source>
        <translation>
            <numerusform>%n pizza</numerusform>
            <numerusform>%n pizzas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Rename “{old}” to “{new}” in %n game(s)?</source>
        <translation>
            <numerusform>Rename “{old}” to “{new}” in %n game?</numerusform>
            <numerusform>Rename “{old}” to “{new}” in %n games?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Merge {names} into “{new}”? Their %n game(s) then count for one player.</source>
        <translation>
            <numerusform>Merge {names} into “{new}”? Their %n game then counts for one player.</numerusform>
            <numerusform>Merge {names} into “{new}”? Their %n games then count for one player.</numerusform>
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
        <translation>Rename or merge names</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Delete %n game(s) for good? Every player&apos;s figures lose them.</source>
        <translation>
            <numerusform>Delete %n game for good? Every player&apos;s figures lose it.</numerusform>
            <numerusform>Delete %n games for good? Every player&apos;s figures lose them.</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete games</source>
        <translation>Delete games</translation>
    </message>
    <message>
        <location line="-282"/>
        <location line="+292"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing was changed: the game archive said “{reason}”.</source>
        <translation>Nothing was changed: the game archive said “{reason}”.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player:</source>
        <translation>Player:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename or merge…</source>
        <translation>Rename or merge…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete games…</source>
        <translation>Delete games…</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../mammamia_qt/ui/table/director.py" line="+152"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} of {rounds} · taking the pizzas out of the oven</source>
        <translation>Round {round} of {rounds} · taking the pizzas out of the oven</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/card_motions.py" line="+73"/>
        <source>{name}&apos;s order</source>
        <translation>{name}&apos;s order</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>chosen: {kinds}</source>
        <translation>chosen: {kinds}</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Your order</source>
        <translation>Your order</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Delivered!</source>
        <translation>Delivered!</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Back to the waiter: {reason}</source>
        <translation>Back to the waiter: {reason}</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/table_page.py" line="+90"/>
        <source>Game table</source>
        <translation>Game table</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../mammamia_qt/ui/table/table_widget.py" line="+171"/>
        <source>Skip animations  [Space]</source>
        <translation>Skip animations  [Space]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip animations</source>
        <translation>Skip animations</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Pass the device to {name}.</source>
        <translation>Pass the device to {name}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{owner} asks {name} for help…</source>
        <translation>{owner} asks {name} for help…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/entry.py" line="+79"/>
        <source>Welcome to Mamma Mia!</source>
        <translation>Welcome to Mamma Mia!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New to the game? Play a guided first game: a short lesson on the real table that shows you every step, then goes on as a real game.</source>
        <translation>New to the game? Play a guided first game: a short lesson on the real table that shows you every step, then goes on as a real game.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the guided first game</source>
        <translation>Start the guided first game</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/lesson.py" line="+235"/>
        <source>Leave the lesson?</source>
        <translation>Leave the lesson?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The lesson ends and this game goes on as a normal game.</source>
        <translation>The lesson ends and this game goes on as a normal game.</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="+320"/>
        <source>Leave the lesson</source>
        <translation>Leave the lesson</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stay in the lesson</source>
        <translation>Stay in the lesson</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="-298"/>
        <source>Welcome to Mamma Mia! Let&apos;s play your first game together. These are your cards: ingredients, and your order, a pizza you want to bake.</source>
        <translation>Welcome to Mamma Mia! Let&apos;s play your first game together. These are your cards: ingredients, and your order, a pizza you want to bake.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the oven. Everyone puts cards into it, but only the top card stays visible. Remember what goes in: that is the whole game!</source>
        <translation>This is the oven. Everyone puts cards into it, but only the top card stays visible. Remember what goes in: that is the whole game!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is your opponent, Luigi. He plays his own orders with the same oven.</source>
        <translation>This is your opponent, Luigi. He plays his own orders with the same oven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn! Each turn you put ingredients of one kind into the oven, may add one order, and then draw back up to seven cards.</source>
        <translation>Your turn! Each turn you put ingredients of one kind into the oven, may add one order, and then draw back up to seven cards.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may draw from the supply (ingredients) or from your waiter (your own orders), never both. This time take ingredients.</source>
        <translation>You may draw from the supply (ingredients) or from your waiter (your own orders), never both. This time take ingredients.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Well done. Keep filling the oven.</source>
        <translation>Well done. Keep filling the oven.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orders are delivered when the ingredients before them are in the oven.</source>
        <translation>Orders are delivered when the ingredients before them are in the oven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No order left in your hand: just play ingredients.</source>
        <translation>No order left in your hand: just play ingredients.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You drew the Mamma Mia card! It now lies by your name, and you drew another card in its place. When the supply runs out, whoever holds it takes the pizzas out of the oven and starts the next round: this time, you.</source>
        <translation>You drew the Mamma Mia card! It now lies by your name, and you drew another card in its place. When the supply runs out, whoever holds it takes the pizzas out of the oven and starts the next round: this time, you.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The supply is empty: the oven is turned over! Its cards are shown one by one, in the order they were played. Ingredients join their columns.</source>
        <translation>The supply is empty: the oven is turned over! Its cards are shown one by one, in the order they were played. Ingredients join their columns.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your order is short of a few ingredients, but you hold them. Complete it from your hand and it is delivered!</source>
        <translation>Your order is short of a few ingredients, but you hold them. Complete it from your hand and it is delivered!</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This order lets you choose a kind.</source>
        <translation>This order lets you choose a kind.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short again, and you can cover it: complete it.</source>
        <translation>Short again, and you can cover it: complete it.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This time your hand cannot cover it: the order goes back under your waiter.</source>
        <translation>This time your hand cannot cover it: the order goes back under your waiter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That was a whole round! What you learned:
• A turn: ingredients of one kind, maybe one order, then draw.
• The oven is shown in the order it was filled: an order takes the ingredients before it.
• Count what goes in: it tells you when an order is worth playing.
• The Mamma Mia card: its holder takes the pizzas out when the supply is empty.
Play on against Luigi (three rounds; the most orders delivered wins), or start a game of your own.</source>
        <translation>That was a whole round! What you learned:
• A turn: ingredients of one kind, maybe one order, then draw.
• The oven is shown in the order it was filled: an order takes the ingredients before it.
• Count what goes in: it tells you when an order is worth playing.
• The Mamma Mia card: its holder takes the pizzas out when the supply is empty.
Play on against Luigi (three rounds; the most orders delivered wins), or start a game of your own.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>One more rule for later rounds: the supply is made from the ingredients a reveal used. If a reveal uses none, the next round starts with an empty supply: then everyone plays just one turn (one lap), drawing from the waiter only, and the oven is turned over again.</source>
        <translation>One more rule for later rounds: the supply is made from the ingredients a reveal used. If a reveal uses none, the next round starts with an empty supply: then everyone plays just one turn (one lap), drawing from the waiter only, and the oven is turned over again.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That was a Plus round with helping! What you learned:
• Short of cards at the reveal? Ask the others for exactly what you miss.
• Helping gives away cards but puts the top card of your waiter on your delivered pile.
• An empty supply at a round&apos;s start means one lap, drawing from the waiter only.
Play on against Luigi and Gina (three rounds; the most orders delivered wins), or start a game of your own.</source>
        <translation>That was a Plus round with helping! What you learned:
• Short of cards at the reveal? Ask the others for exactly what you miss.
• Helping gives away cards but puts the top card of your waiter on your delivered pile.
• An empty supply at a round&apos;s start means one lap, drawing from the waiter only.
Play on against Luigi and Gina (three rounds; the most orders delivered wins), or start a game of your own.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>first</source>
        <translation>first</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>second</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>third</source>
        <translation>third</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourth</source>
        <translation>fourth</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fifth</source>
        <translation>fifth</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>your order “{order}”</source>
        <translation>your order “{order}”</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the {nth} of your {count} “{order}” orders from the left (the ringed one)</source>
        <translation>the {nth} of your {count} “{order}” orders from the left (the ringed one)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Select {cards} and {order} in your hand, then draw from the supply.</source>
        <translation>Select {cards} and {order} in your hand, then draw from the supply.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select {cards} and {order} in your hand, then draw from your waiter.</source>
        <translation>Select {cards} and {order} in your hand, then draw from your waiter.</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Why now? Count the plays so far: with this turn the oven holds {have}, all that your “{order}” needs, unless an order revealed before it uses them.</source>
        <translation>Why now? Count the plays so far: with this turn the oven holds {have}, all that your “{order}” needs, unless an order revealed before it uses them.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Why now? Count the plays so far: with this turn the oven holds {have} of what your “{order}” needs, so it is short of only {missing}, which you may add from your hand when it is revealed.</source>
        <translation>Why now? Count the plays so far: with this turn the oven holds {have} of what your “{order}” needs, so it is short of only {missing}, which you may add from your hand when it is revealed.</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>New game against beginners</source>
        <translation>New game against beginners</translation>
    </message>
    <message>
        <location line="-250"/>
        <source>This is the Plus edition: nine cards in hand and a sixth ingredient, shrimp. Above all, in Plus the players may help each other. Let&apos;s play a round and see how.</source>
        <translation>This is the Plus edition: nine cards in hand and a sixth ingredient, shrimp. Above all, in Plus the players may help each other. Let&apos;s play a round and see how.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your opponents are Luigi and Gina. Everyone bakes in the same oven.</source>
        <translation>Your opponents are Luigi and Gina. Everyone bakes in the same oven.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A turn is as in Classic: ingredients of one kind, maybe an order, then draw. In Plus you draw up to nine cards, but at most five at a time.</source>
        <translation>A turn is as in Classic: ingredients of one kind, maybe an order, then draw. In Plus you draw up to nine cards, but at most five at a time.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your order is short and your hand cannot cover it. In Plus you may ask the others for exactly the cards you miss: the first who holds them all and still has an order in the waiter may help.</source>
        <translation>Your order is short and your hand cannot cover it. In Plus you may ask the others for exactly the cards you miss: the first who holds them all and still has an order in the waiter may help.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Now someone asks you for help. Everyone is asked in turn, so the question tells nobody what you hold. This time, say no.</source>
        <translation>Now someone asks you for help. Everyone is asked in turn, so the question tells nobody what you hold. This time, say no.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold what is asked for: help! The cards go to the owner, and the top card of your waiter goes onto the delivered pile: it counts as a pizza for you.</source>
        <translation>You hold what is asked for: help! The cards go to the owner, and the top card of your waiter goes onto the delivered pile: it counts as a pizza for you.</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Select {cards} in your hand, then draw from the supply.</source>
        <translation>Select {cards} in your hand, then draw from the supply.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select {cards} in your hand, then draw from your waiter.</source>
        <translation>Select {cards} in your hand, then draw from your waiter.</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Add {cards} from your hand.</source>
        <translation>Add {cards} from your hand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ask the others for {cards}.</source>
        <translation>Ask the others for {cards}.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer yes: hand over the cards asked for.</source>
        <translation>Answer yes: hand over the cards asked for.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer no: you do not help this time.</source>
        <translation>Answer no: you do not help this time.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer no: the order goes back under your waiter.</source>
        <translation>Answer no: the order goes back under your waiter.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose {kinds}.</source>
        <translation>Choose {kinds}.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>No order this time: play the ingredients alone.</source>
        <translation>No order this time: play the ingredients alone.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add {order} to the ingredients.</source>
        <translation>Add {order} to the ingredients.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is another “{order}”: take {which}.</source>
        <translation>That is another “{order}”: take {which}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is your “{chosen}”; this turn plays {order}.</source>
        <translation>That is your “{chosen}”; this turn plays {order}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You chose {chosen}; this turn plays {cards}.</source>
        <translation>You chose {chosen}; this turn plays {cards}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw from the supply this time, not from your waiter.</source>
        <translation>Draw from the supply this time, not from your waiter.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from your waiter this time, not from the supply.</source>
        <translation>Draw from your waiter this time, not from the supply.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>First read the note, then press Next.</source>
        <translation>First read the note, then press Next.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move now. {todo}</source>
        <translation>Not this move now. {todo}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>Next</translation>
    </message>
</context>
<context>
    <name>_Salvage</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/history/archive_texts.py" line="+30"/>
        <source>{file} was damaged. %n of {found} kept games were recovered into a new game history; the damaged file was set aside (not deleted) as {aside}.</source>
        <translation>
            <numerusform>{file} was damaged. %n of {found} kept games was recovered into a new game history; the damaged file was set aside (not deleted) as {aside}.</numerusform>
            <numerusform>{file} was damaged. %n of {found} kept games were recovered into a new game history; the damaged file was set aside (not deleted) as {aside}.</numerusform>
        </translation>
    </message>
</context>
</TS>
