<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/about.py" line="+46"/>
        <source>About Mamma Mia!</source>
        <translation>マンマミーアについて</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia!</source>
        <translation>マンマミーア！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Version {version}</source>
        <translation>バージョン {version}</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This edition is free software, released under the MIT licence.</source>
        <translation>この版は MIT ライセンスで公開されているフリーソフトウェアです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Mamma Mia! is a card game by Uwe Rosenberg, published by Abacusspiele. The card art and the texts of this desktop edition are the project&apos;s own.</source>
        <translation>マンマミーアは、ウヴェ・ローゼンベルク作、アバクスシュピーレ発行のカードゲームです。このデスクトップ版のカードの絵と文章は、本プロジェクト独自のものです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close the About box</source>
        <translation>「マンマミーアについて」を閉じる</translation>
    </message>
</context>
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../mammamia_qt/ui/table/action_bar.py" line="+257"/>
        <source>Waiting…</source>
        <translation>お待ちください…</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Your turn: nothing to play, so you pass.</source>
        <translation>あなたの番です。出せるカードがないのでパスします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn: choose ingredients of one kind, maybe an order, then draw.</source>
        <translation>あなたの番です。同じ種類のトッピングと、必要ならレシピを選んで、カードを引きます。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>×{held}  [{key}]</source>
        <translation>×{held}  [{key}]</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{ingredient}: {held} in hand (key {key})</source>
        <translation>{ingredient}：手札に{held}枚（キー {key}）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>One card fewer (key −)</source>
        <translation>1枚減らす（キー −）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card more (key +)</source>
        <translation>1枚増やす（キー ＋）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card fewer</source>
        <translation>1枚減らす</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One card more</source>
        <translation>1枚増やす</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+49"/>
        <source>{ingredient}: {count} of {held} selected</source>
        <translation>{ingredient}：{held}枚中{count}枚を選択</translation>
    </message>
    <message>
        <location line="-47"/>
        <source>{ingredient}: {held} in hand</source>
        <translation>{ingredient}：手札に{held}枚</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Order: {name}</source>
        <translation>レシピ：{name}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No order</source>
        <translation>レシピなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cycle through your orders (key O)</source>
        <translation>レシピカードを切り替える（キー O）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no order to place now.</source>
        <translation>今出せるレシピカードはありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Draw from supply ({n})  [S]</source>
        <translation>山札から引く（{n}）  [S]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from waiter ({n})  [W]</source>
        <translation>レシピの山から引く（{n}）  [W]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Pass  [Enter]</source>
        <translation>パス  [Enter]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play without drawing  [Enter]</source>
        <translation>補充せずに出す  [Enter]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>order {order} selected</source>
        <translation>レシピ「{order}」を選択</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{cards} and {order}</source>
        <translation>{cards}と{order}</translation>
    </message>
    <message>
        <location line="-6"/>
        <location line="+12"/>
        <source>Nothing selected</source>
        <translation>何も選ばれていません</translation>
    </message>
</context>
<context>
    <name>Announce</name>
    <message>
        <location filename="../mammamia_qt/ui/table/announce.py" line="+271"/>
        <source>This round&apos;s plays</source>
        <translation>このラウンドに出したカード</translation>
    </message>
</context>
<context>
    <name>ArchiveKeeper</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+107"/>
        <source>it is not a game history file</source>
        <translation>対戦記録のファイルではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it belongs to another program</source>
        <translation>別のプログラムのファイルです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is damaged</source>
        <translation>ファイルが壊れています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was written by a newer version of the game</source>
        <translation>新しいバージョンのゲームで書き込まれています</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/archive_texts.py" line="+30"/>
        <source>another program is using it</source>
        <translation>別のプログラムが使用中です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the game is not allowed to read or change it (no permission)</source>
        <translation>ゲームにこのファイルを読み書きする権限がありません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a folder stands in its place</source>
        <translation>その場所にはファイルではなくフォルダーがあります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its folder cannot be made (a file is in the way)</source>
        <translation>保存先のフォルダーを作れません（同じ名前のファイルがあります）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file or its disk is read-only</source>
        <translation>ファイルまたはディスクが読み取り専用です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the disk is full</source>
        <translation>ディスクがいっぱいです</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it cannot be opened or written</source>
        <translation>開くことも書き込むこともできません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it could not be brought up to date</source>
        <translation>新しい形式に更新できませんでした</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The game history {file} cannot be opened: {reason}.</source>
        <translation>対戦記録 {file} を開けません：{reason}。</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>it could not be used</source>
        <translation>使用できませんでした</translation>
    </message>
    <message>
        <location line="-39"/>
        <source>{file} could not be read: {reason}. It was set aside (not deleted) as {aside}, and a new game history was started.</source>
        <translation>{file} を読み込めませんでした：{reason}。このファイルは {aside} として別名で残し（削除はしていません）、新しい対戦記録を作成しました。</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/archive_keeper.py" line="+148"/>
        <source>The game history could not be read</source>
        <translation>対戦記録を読み込めませんでした</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The game history {file} cannot be opened: {reason}. Until this is put right, the games you finish are not kept.</source>
        <translation>対戦記録 {file} を開けません：{reason}。これが直るまで、終わった対戦は記録されません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game history cannot be used</source>
        <translation>対戦記録を使用できません</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The finished game could not be kept in the game history ({file}): {reason}.</source>
        <translation>終わった対戦を対戦記録（{file}）に残せませんでした：{reason}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot keep the game</source>
        <translation>対戦を記録できません</translation>
    </message>
</context>
<context>
    <name>AttractPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/attract.py" line="+265"/>
        <source>Demo game</source>
        <translation>デモゲーム</translation>
    </message>
</context>
<context>
    <name>AutoLevel</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game_auto.py" line="+35"/>
        <source>No person plays at this table: Auto seats play at {level}.</source>
        <translation>この卓には人間のプレイヤーがいません：自動の席は{level}で対戦します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No games of yours yet: the computer starts at {level}.</source>
        <translation>あなたのゲームはまだありません：コンピューターは{level}から始めます。</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>You won {wins} of your last %n game(s): one seat moves up to {level}.</source>
        <translation>
            <numerusform>直近%n回のゲームで{wins}勝しました：1席が{level}に上がります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won {wins} of your last %n game(s): one seat moves down to {level}.</source>
        <translation>
            <numerusform>直近%n回のゲームで{wins}勝しました：1席が{level}に下がります。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>You won {wins} of your last %n game(s): the computer stays at {level}.</source>
        <translation>
            <numerusform>直近%n回のゲームで{wins}勝しました：コンピューターは{level}のままです。</numerusform>
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
        <translation>タップしてプレイ</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Mamma Mia! – the pizza card game</source>
        <translation>マンマミーア！ ― ピザのカードゲーム</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_chart.py" line="+91"/>
        <source>Answered right, per day</source>
        <translation>日ごとの正答率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accuracy over time</source>
        <translation>正答率の推移</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_panel.py" line="+116"/>
        <source>Answer  [Enter]</source>
        <translation>回答する  [Enter]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your answer</source>
        <translation>あなたの答え</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/live_coach.py" line="+117"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_tab.py" line="+184"/>
        <location filename="../mammamia_qt/ui/history/coach_texts.py" line="+134"/>
        <source>Memory coach</source>
        <translation>記憶トレーナー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New round</source>
        <translation>新しいラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+153"/>
        <source>Next  [Enter]</source>
        <translation>次へ  [Enter]</translation>
    </message>
    <message>
        <location line="-151"/>
        <source>Watch the plays as they go into the oven, then answer from memory.</source>
        <translation>窯に入るカードをよく見て、記憶だけで答えてください。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Press “New round”: a round of a kept game is played out, then you answer from memory.</source>
        <translation>「新しいラウンド」を押すと、保存された対戦のラウンドが再生されます。そのあと記憶だけで答えてください。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The kept games could not be read ({file}): {reason}</source>
        <translation>保存された対戦を読み込めませんでした（{file}）：{reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No game is kept yet: finish a game, then practise with it here.</source>
        <translation>まだ保存された対戦がありません。対戦を最後まで遊んでから、ここで練習してください。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Face up from the round before: {cards}</source>
        <translation>前のラウンドから表向きのまま：{cards}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Round {round}</source>
        <translation>ラウンド{round}</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Play {n} of {total}</source>
        <translation>{total}手中{n}手目</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{name}: an order, {order}</source>
        <translation>{name}：レシピカード（{order}）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Nothing to ask about this round: press “New round”.</source>
        <translation>このラウンドには質問がありません。「新しいラウンド」を押してください。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>New round  [Enter]</source>
        <translation>新しいラウンド  [Enter]</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/coach_texts.py" line="-115"/>
        <source>How many {ingredient}, your own ingredient, went into the oven this round?</source>
        <translation>このラウンドで、あなた自身のトッピング「{ingredient}」は何枚窯に入りましたか？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many {ingredient} went into the oven this round?</source>
        <translation>このラウンドで「{ingredient}」は何枚窯に入りましたか？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many ingredient cards went into the oven this round?</source>
        <translation>このラウンドでトッピングカードは全部で何枚窯に入りましたか？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Who put the most {ingredient} into the oven this round?</source>
        <translation>このラウンドで「{ingredient}」を一番多く窯に入れたのは誰ですか？</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How many {ingredient} did {name} put into the oven this round?</source>
        <translation>このラウンドで{name}は「{ingredient}」を何枚窯に入れましたか？</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}&apos;s {order} was the first order into the oven. When it is turned, which ingredient will it be short of?</source>
        <translation>{name}の{order}は最初に窯に入ったレシピです。めくられたとき、どのトッピングが足りなくなりますか？</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>None: it is delivered at once</source>
        <translation>なし：すぐに完成する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>More than one</source>
        <translation>二つ以上</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Right: {answer}.</source>
        <translation>正解：{answer}。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not quite: you said {given}, it was {answer}.</source>
        <translation>惜しい：あなたの答えは{given}、正解は{answer}です。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name}: {cards}</source>
        <translation>{name}：{cards}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>None of it was played this round.</source>
        <translation>このラウンドでは一枚も出されませんでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played: {plays}.</source>
        <translation>出されたカード：{plays}。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Face up when it was turned: {columns}. It needs {needs}; short: {short}.</source>
        <translation>めくられたときに表向きだったカード：{columns}。必要なのは{needs}、不足は{short}。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Level {level} of {top}</source>
        <translation>レベル{level}／{top}</translation>
    </message>
</context>
<context>
    <name>CountdownOverlay</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/kiosk/idle.py" line="+122"/>
        <source>Still playing? Returning to the demo in %n…</source>
        <translation>
            <numerusform>まだプレイしますか？ %n秒後にデモに戻ります…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I am still playing</source>
        <translation>まだプレイします</translation>
    </message>
</context>
<context>
    <name>CoverTexts</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+58"/>
        <source>It is {name}&apos;s turn.</source>
        <translation>{name}さんの番です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{owner} asks for {cards}. Will you help?</source>
        <translation>{owner}さんが{cards}を求めています。手助けしますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No, no help</source>
        <translation>いいえ、手助けしない</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s {order}: a choice to make.</source>
        <translation>{owner}さんの{order}：選ぶ必要があります。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>{owner}&apos;s {order} needs %n more card(s).</source>
        <translation>
            <numerusform>{owner}さんの{order}にはあと%n枚必要です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{owner}&apos;s {order} is short of {cards}.</source>
        <translation>{owner}さんの{order}は{cards}が足りません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Let it go back</source>
        <translation>レシピの山に戻す</translation>
    </message>
</context>
<context>
    <name>CrashReporter</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/crash.py" line="+86"/>
        <source>Something went wrong inside the game: %1</source>
        <translation>ゲーム内でエラーが起きました: %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your game is saved up to the last move: Continue on the start screen picks it up.</source>
        <translation>ゲームは最後の手まで保存されています。スタート画面の「続きから」で再開できます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The details are in %1</source>
        <translation>詳細は %1 にあります</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Something went wrong</source>
        <translation>エラーが起きました</translation>
    </message>
</context>
<context>
    <name>DeleteGamesDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_dialogs.py" line="+196"/>
        <source>Tick the games to delete.</source>
        <translation>削除するゲームにチェックを入れてください。</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n pizza(s)</source>
        <translation>
            <numerusform>ピザ %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>won with {pizzas}</source>
        <translation>{pizzas}で勝利</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{date} · {result} · {edition} · {names}</source>
        <translation>{date}・{result}・{edition}・{names}</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+1"/>
        <source>Delete games</source>
        <translation>ゲームを削除</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The games {name} played, newest first. Untick the ones to keep.</source>
        <translation>{name} のゲーム（新しい順）。残すゲームはチェックを外してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Delete</source>
        <translation>削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick all</source>
        <translation>すべて選ぶ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tick none</source>
        <translation>選択をすべて外す</translation>
    </message>
</context>
<context>
    <name>Events</name>
    <message>
        <location filename="../mammamia_qt/wording/messages.py" line="+109"/>
        <source>Round {round} begins. {name} starts.</source>
        <translation>ラウンド{round}開始。{name}から始めます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins. You start.</source>
        <translation>ラウンド{round}開始。あなたから始めます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} begins with an empty supply: one lap, drawing only from the waiters.</source>
        <translation>ラウンド{round}開始：山札が空なので、1周だけレシピの山から引きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} puts {count} × {ingredient} into the oven.</source>
        <translation>{name}が{ingredient}を{count}枚窯に出しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You put {count} × {ingredient} into the oven.</source>
        <translation>あなたは{ingredient}を{count}枚窯に出しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} puts the order {order} into the oven.</source>
        <translation>{name}がレシピ「{order}」を窯に出しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You put your order {order} into the oven.</source>
        <translation>あなたはレシピ「{order}」を窯に出しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no ingredient and passes.</source>
        <translation>{name}はトッピングがないのでパスします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient and pass.</source>
        <translation>トッピングがないので、あなたはパスします。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has no ingredient and sits out.</source>
        <translation>{name}はトッピングがないので休みです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient and sit out.</source>
        <translation>トッピングがないので、あなたは休みです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws from the supply: {count}.</source>
        <translation>{name}が山札から{count}枚引きました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw from the supply: {count}.</source>
        <translation>あなたは山札から{count}枚引きました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws from their waiter: {count}.</source>
        <translation>{name}が自分のレシピの山から{count}枚引きました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw from your waiter: {count}.</source>
        <translation>あなたは自分のレシピの山から{count}枚引きました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} draws the Mamma Mia card.</source>
        <translation>{name}がマンマミーアカードを引きました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You draw the Mamma Mia card.</source>
        <translation>あなたがマンマミーアカードを引きました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The supply is empty: {name} takes the pizzas out of the oven (cards: {count}).</source>
        <translation>山札が空になりました：{name}が窯からピザを取り出します（{count}枚）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: you take the pizzas out of the oven (cards: {count}).</source>
        <translation>山札が空になりました：あなたが窯からピザを取り出します（{count}枚）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lap is over: {name} takes the pizzas out of the oven (cards: {count}).</source>
        <translation>1周が終わりました：{name}が窯からピザを取り出します（{count}枚）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The lap is over: you take the pizzas out of the oven (cards: {count}).</source>
        <translation>1周が終わりました：あなたが窯からピザを取り出します（{count}枚）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From the oven: {ingredient}, now {count} face up.</source>
        <translation>窯から：{ingredient}、表向きは{count}枚になりました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the oven: {name}&apos;s order {order}.</source>
        <translation>窯から：{name}のレシピ「{order}」。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the oven: your order {order}.</source>
        <translation>窯から：あなたのレシピ「{order}」。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} chooses {kinds} for the {order}.</source>
        <translation>{name}が「{order}」に{kinds}を選びました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You choose {kinds} for your {order}.</source>
        <translation>あなたは「{order}」に{kinds}を選びました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} asks for help with the {order}: {cards}.</source>
        <translation>{name}が「{order}」の手助けを頼みます：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You ask for help with your {order}: {cards}.</source>
        <translation>あなたは「{order}」の手助けを頼みます：{cards}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} does not help.</source>
        <translation>{name}は手助けしません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You do not help.</source>
        <translation>あなたは手助けしません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} helps {name} with {cards}.</source>
        <translation>{helper}が{name}を{cards}で手助けしました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You help {name} with {cards}.</source>
        <translation>あなたが{name}を{cards}で手助けしました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{helper} helps you with {cards}.</source>
        <translation>{helper}があなたを{cards}で手助けしました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered.</source>
        <translation>{name}の「{order}」が完成しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} is delivered.</source>
        <translation>あなたの「{order}」が完成しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered with help from {helper}.</source>
        <translation>{name}の「{order}」が{helper}の手助けで完成しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} is delivered with help from {helper}.</source>
        <translation>あなたの「{order}」が{helper}の手助けで完成しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} is delivered with your help.</source>
        <translation>{name}の「{order}」があなたの手助けで完成しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s {order} goes back to the waiter: {reason}.</source>
        <translation>{name}の「{order}」はレシピの山へ戻ります：{reason}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your {order} goes back to your waiter: {reason}.</source>
        <translation>あなたの「{order}」はレシピの山へ戻ります：{reason}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} is over. Delivered this round: {counts}.</source>
        <translation>ラウンド{round}終了。このラウンドの完成数：{counts}。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. {name} wins.</source>
        <translation>ゲーム終了。{name}の勝ち。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. You win!</source>
        <translation>ゲーム終了。あなたの勝ち！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. {names} share the win.</source>
        <translation>ゲーム終了。{names}が勝利を分け合いました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over. You share the win with {names}.</source>
        <translation>ゲーム終了。あなたは{names}と勝利を分け合いました。</translation>
    </message>
    <message>
        <location line="+143"/>
        <source>Round {round} of {rounds} · filling the oven · {name} to play</source>
        <translation>ラウンド{round}/{rounds}・窯にカードを出す・{name}の手番</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds} · filling the oven · your turn</source>
        <translation>ラウンド{round}/{rounds}・窯にカードを出す・あなたの手番</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}: {name} to play.</source>
        <translation>ラウンド{round}/{rounds}：{name}の手番。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round {round} of {rounds}: your turn.</source>
        <translation>ラウンド{round}/{rounds}：あなたの手番。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name} has the Mamma Mia card.</source>
        <translation>{name}がマンマミーアカードを持っています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have the Mamma Mia card.</source>
        <translation>あなたがマンマミーアカードを持っています。</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+102"/>
        <source>Cannot keep the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game cannot be saved to {path}: {reason}</source>
        <translation>ゲームを {path} に保存できません：{reason}</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The last game cannot be continued</source>
        <translation>前回のゲームは続けられません</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+25"/>
        <source>the file is far too large to be a saved game</source>
        <translation>ファイルが大きすぎて、保存したゲームではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged or cut short</source>
        <translation>ファイルが壊れているか、途中で切れています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (it is not text)</source>
        <translation>ファイルが壊れています（テキストではありません）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a saved game of Mamma Mia!</source>
        <translation>マンマミーアの保存ゲームではありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it was saved by a newer version of the game</source>
        <translation>新しいバージョンのゲームで保存されています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged: its moves do not replay</source>
        <translation>ファイルが壊れています：手順を再現できません</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file does not exist</source>
        <translation>ファイルがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file cannot be read</source>
        <translation>ファイルを読み込めません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is a link to a file that does not exist</source>
        <translation>リンク先のファイルがありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>it is not a file (but a folder, a pipe or a device)</source>
        <translation>ファイルではありません（フォルダ、パイプ、デバイスです）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>reading the file took too long</source>
        <translation>ファイルの読み込みに時間がかかりすぎました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the file is damaged (its data is nested far too deeply)</source>
        <translation>ファイルが壊れています（データの入れ子が深すぎます）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file is damaged (it holds a number that is far too large or not a number)</source>
        <translation>ファイルが壊れています（大きすぎる数、または数ではない値があります）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>its version mark is not one this game knows (perhaps a newer version made it)</source>
        <translation>このゲームが知らないバージョンの表記です（新しいバージョンで作られたのかもしれません）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file was cut short or edited: its moves do not lead to the saved game</source>
        <translation>ファイルが途中で切れているか、書き換えられています：手順が保存したゲームになりません</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the file is damaged</source>
        <translation>ファイルが壊れています</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_files.py" line="+21"/>
        <source>{file} could not be loaded: {reason}.</source>
        <translation>{file} を読み込めませんでした：{reason}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{file} could not be loaded: {reason}. It was set aside (not deleted) as {aside}.</source>
        <translation>{file} を読み込めませんでした：{reason}。ファイルは削除せず、{aside} として退避しました。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot save the game</source>
        <translation>ゲームを保存できません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{file} could not be written: {reason}</source>
        <translation>{file} に書き込めませんでした：{reason}</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot load the game</source>
        <translation>ゲームを読み込めません</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+8"/>
        <source>Saved games (*.json)</source>
        <translation>保存したゲーム (*.json)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Load a game</source>
        <translation>ゲームを読み込む</translation>
    </message>
</context>
<context>
    <name>HandOverOverlay</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/hand_over.py" line="+80"/>
        <source>Everyone else, please look away.</source>
        <translation>ほかの人は画面を見ないでください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass to {name}</source>
        <translation>{name}さんに渡してください</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am {name}: show my cards</source>
        <translation>{name}です：手札を見せて</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show {name}&apos;s cards</source>
        <translation>{name}さんの手札を表示</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Pass the screen to {name}</source>
        <translation>画面を{name}さんに渡してください</translation>
    </message>
</context>
<context>
    <name>History</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-68"/>
        <source>At the table</source>
        <translation>テーブルで</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kiosk</source>
        <translation>キオスク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tournament</source>
        <translation>トーナメント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>On phones</source>
        <translation>スマホで</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/games_list.py" line="+151"/>
        <source>&amp;Find a player:</source>
        <translation>プレイヤーを探す(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Find a player</source>
        <translation>プレイヤーを探す</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open</source>
        <translation>開く(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replay the selected game (Enter)</source>
        <translation>選んだゲームを再生する（Enter）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Delete…</source>
        <translation>削除(&amp;D)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Forget the selected games (Delete)</source>
        <translation>選んだゲームを消す（Delete）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No game is kept yet.
Every game played to its end is kept here, to be replayed.</source>
        <translation>まだ保存されたゲームはありません。
最後まで遊んだゲームはここに残り、あとから再生できます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kept games</source>
        <translation>保存したゲーム</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finished</source>
        <translation>終了日時</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (★ won)</source>
        <translation>プレイヤー（★ 勝者）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas</source>
        <translation>ピザ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where</source>
        <translation>場所</translation>
    </message>
    <message>
        <location line="+88"/>
        <source>Forget the selected games ({count})? This cannot be undone.</source>
        <translation>選んだゲーム（{count}）を消しますか？元には戻せません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete games</source>
        <translation>ゲームの削除</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <location filename="../mammamia_qt/ui/history/history_page.py" line="+105"/>
        <source>Games</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the title screen (Esc)</source>
        <translation>タイトル画面に戻る（Esc）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>The game archive {file} cannot be read: {why}</source>
        <translation>ゲームの記録 {file} を読み込めません：{why}</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Game {id} cannot be replayed: {why}</source>
        <translation>ゲーム {id} は再生できません：{why}</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>there is no data folder</source>
        <translation>データフォルダーがありません</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The games could not be deleted: {why}</source>
        <translation>ゲームを削除できませんでした：{why}</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/how_to_play.py" line="+189"/>
        <location line="+3"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location line="-2"/>
        <location line="+1"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Classic (1999)</source>
        <translation>クラシック（1999）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus (2009)</source>
        <translation>プラス（2009）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/window_menus.py" line="+143"/>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Main menu</source>
        <translation>メインメニュー(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;History</source>
        <translation>履歴(&amp;Y)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save…</source>
        <translation>保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load…</source>
        <translation>読み込み(&amp;L)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;How to play</source>
        <translation>遊び方(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Guided first game</source>
        <translation>ガイド付きの初めてのゲーム(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Guided game: &amp;helping (Plus)</source>
        <translation>ガイド付きゲーム：助け合い（プラス）(&amp;P)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;About Mamma Mia!</source>
        <translation>マンマミーアについて(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Fullscreen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;coreboard</source>
        <translation>スコアボード(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;kip reveal</source>
        <translation>めくる演出をスキップ(&amp;K)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Mute sound</source>
        <translation>効果音を消す(&amp;M)</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_pages.py" line="+480"/>
        <source>Leave this game?</source>
        <translation>このゲームをやめますか？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The game you start or load now takes the place of this one, in the autosave too: Continue will then resume that game, not this one.

To keep this game, choose No and save it with {path} first.</source>
        <translation>このゲームは、これから始める（または読み込む）ゲームに置き換わり、自動保存も上書きされます。その後「続きから」で再開されるのはそのゲームで、このゲームには戻れません。

このゲームを残したい場合は「いいえ」を選び、先に {path} で保存してください。</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/window_menus.py" line="-22"/>
        <source>Mamma Mia!</source>
        <translation>マンマミーア！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Animation &amp;speed</source>
        <translation>アニメーション速度(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/main_window.py" line="+100"/>
        <source>Game saved: {file}</source>
        <translation>ゲームを保存しました：{file}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/shell/game_pages.py" line="-46"/>
        <source>An unfinished game is waiting. A new game takes its place, in the autosave too: Continue will then resume the new game, not that one.</source>
        <translation>途中のゲームがあります。新しいゲームを始めると自動保存も置き換わり、「続きから」では新しいゲームが再開されます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Continue that game</source>
        <translation>そのゲームを続ける</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Start a new game</source>
        <translation>新しいゲームを始める</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <location filename="../mammamia_qt/wording/card_names.py" line="+16"/>
        <source>Pineapple</source>
        <translation>パイナップル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Olive</source>
        <translation>オリーブ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pepper</source>
        <translation>ペパロニ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mushroom</source>
        <translation>マッシュルーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Salami</source>
        <translation>サラミ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shrimp</source>
        <translation>エビ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Pizza Normale</source>
        <translation>ピザ・ノルマーレ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Bombastica</source>
        <translation>ピザ・ボンバスティカ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Monotoni</source>
        <translation>ピザ・モノトーニ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Minimale</source>
        <translation>ピザ・ミニマーレ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Ghiottona</source>
        <translation>ピザ・ギオットーナ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Monotoni junior</source>
        <translation>モノトーニ・ジュニア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Minipizza</source>
        <translation>ミニピザ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizza Mamma Mia</source>
        <translation>ピザ・マンマミーア</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Yellow</source>
        <translation>黄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Green</source>
        <translation>緑</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Brown</source>
        <translation>茶</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Purple</source>
        <translation>紫</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pink</source>
        <translation>ピンク</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>or</source>
        <translation>または</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia!</source>
        <translation>マンマミーア！</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-39"/>
        <source>Classic</source>
        <translation>クラシック</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus</source>
        <translation>プラス</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/wording/card_names.py" line="+6"/>
        <source>{count} × {ingredient}</source>
        <translation>{ingredient}×{count}</translation>
    </message>
    <message>
        <location line="-1"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+173"/>
        <source>{name} has no ingredient and places an order</source>
        <translation>{name}：トッピングなし、レシピカードを出す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} has no ingredient and passes</source>
        <translation>{name}：トッピングなしでパス</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {count} × {ingredient} and an order</source>
        <translation>{name}：{ingredient}×{count}とレシピカード</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {count} × {ingredient}</source>
        <translation>{name}：{ingredient}×{count}</translation>
    </message>
</context>
<context>
    <name>NamesDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_dialogs.py" line="-67"/>
        <source>Tick at least one name.</source>
        <translation>名前を一つ以上選んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type the name to keep.</source>
        <translation>残す名前を入力してください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a new name, or tick more names to merge.</source>
        <translation>新しい名前を入力するか、まとめる名前をさらに選んでください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <source>Rename or merge names</source>
        <translation>名前の変更・統合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Tick the names that belong to one player and type the name to keep. Their games then count for that name.</source>
        <translation>同じ人の名前にチェックを入れ、残す名前を入力してください。それらのゲームはその名前で数えられます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name to keep:</source>
        <translation>残す名前：</translation>
    </message>
</context>
<context>
    <name>NarrationView</name>
    <message>
        <location filename="../mammamia_qt/ui/table/narration.py" line="+297"/>
        <source>Table narration</source>
        <translation>テーブルの実況</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table narration, last lines</source>
        <translation>テーブルの実況（直近の行）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Press Escape or L to go back to the table.</source>
        <translation>EscapeキーかLキーでテーブルに戻ります。</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <location line="-220"/>
        <source>Supply: {count}.</source>
        <translation>山札：{count}枚。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand: {cards}; your orders: {orders}.</source>
        <translation>あなたの手札：{cards}。レシピ：{orders}。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Game over.</source>
        <translation>ゲーム終了。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round {round} of {rounds}: taking the pizzas out, {count} left in the oven; face up: {columns}.</source>
        <translation>ラウンド{round}/{rounds}：ピザを取り出し中、窯の残り{count}枚。表向き：{columns}。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>You have {hand} in hand, {waiter} in the waiter, {delivered} delivered.</source>
        <translation>あなた：手札{hand}枚、レシピの山{waiter}枚、完成{delivered}枚。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name}: {hand} in hand, {waiter} in the waiter, {delivered} delivered.</source>
        <translation>{name}：手札{hand}枚、レシピの山{waiter}枚、完成{delivered}枚。</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>Oven: {count} cards, on top: {top}.</source>
        <translation>窯：{count}枚、一番上：{top}。</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/new_game.py" line="+79"/>
        <source>Name of seat {n}</source>
        <translation>{n}番席の名前</translation>
    </message>
    <message>
        <location line="-29"/>
        <location line="+31"/>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Colour of seat {n}</source>
        <translation>{n}番席の色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Player of seat {n}</source>
        <translation>{n}番席のプレイヤー</translation>
    </message>
    <message>
        <location line="+170"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Classic (1999): 2 to 5 players</source>
        <translation>クラシック（1999）：2～5人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plus (2009): 2 to 6 players, shrimp and helping</source>
        <translation>プラス（2009）：2～6人、エビと手助けあり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>版</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Colour</source>
        <translation>色</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Played by</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>Add a player</source>
        <translation>プレイヤーを追加</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+2"/>
        <source>Remove a player</source>
        <translation>プレイヤーを削除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players (clockwise)</source>
        <translation>プレイヤー（時計回り）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ingredients optional (Czech reading)</source>
        <translation>トッピングは任意（チェコ版ルール）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw fewer cards (Czech reading)</source>
        <translation>少なく引いてもよい（チェコ版ルール）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia card in the deal (Dutch rules)</source>
        <translation>配る前にマンマミーアカードを混ぜる（オランダ版ルール）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Helping</source>
        <translation>手助け</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Memory aid</source>
        <translation>記憶メモ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A turn may skip putting ingredients into the oven.</source>
        <translation>手番でトッピングを窯に出さなくてもかまいません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>At the end of a turn, draw any number of cards from one up to the limit.</source>
        <translation>手番の最後に、1枚から上限までの好きな枚数を引きます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Mamma Mia card is shuffled in before dealing; whoever gets it lays it out and draws again.</source>
        <translation>配る前にマンマミーアカードを混ぜます。引いた人は自分の前に置き、もう1枚引きます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show everything played into the oven this round, not only the top card.</source>
        <translation>一番上のカードだけでなく、このラウンドに窯へ出したカードをすべて表示します。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Starting player</source>
        <translation>スタートプレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting player:</source>
        <translation>スタートプレイヤー：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Start the game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>Two players always play without helping.</source>
        <translation>2人プレイでは手助けはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A player short of ingredients may ask the others; a helper scores a bonus order.</source>
        <translation>トッピングが足りないときはほかのプレイヤーに頼めます。手助けした人はレシピ1枚分の得点を得ます。</translation>
    </message>
    <message numerus="yes">
        <location line="+48"/>
        <source>%n round(s). Hands of {hand} cards; the holder of the Mamma Mia card opens the oven. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%nラウンド。手札は{hand}枚。マンマミーアカードを持つ人が窯を開けます。最も多くのピザを完成させた人の勝ちです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n round(s). Hands of {hand} cards, drawing at most {most} at a time. Most pizzas delivered wins.</source>
        <translation>
            <numerusform>%nラウンド。手札は{hand}枚、一度に引けるのは{most}枚まで。最も多くのピザを完成させた人の勝ちです。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Draw at random</source>
        <translation>ランダムに決める</translation>
    </message>
</context>
<context>
    <name>Oven</name>
    <message>
        <location filename="../mammamia_qt/ui/table/oven.py" line="+33"/>
        <source>Supply</source>
        <translation>山札</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>To reveal</source>
        <translation>めくる</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oven</source>
        <translation>窯</translation>
    </message>
</context>
<context>
    <name>Phone</name>
    <message>
        <location filename="../mammamia_qt/phones/strings.py" line="+18"/>
        <source>Mamma Mia!</source>
        <translation>マンマミーア！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connecting to the table…</source>
        <translation>テーブルに接続中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Connection lost. Reconnecting…</source>
        <translation>接続が切れました。再接続中…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link no longer works. Scan the new code on the table.</source>
        <translation>このリンクはもう使えません。テーブルの新しいコードを読み取ってください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your seat was opened on another device.</source>
        <translation>あなたの席は別の端末で開かれました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This seat is open on another device.</source>
        <translation>この席は別の端末で開かれています。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play on this device</source>
        <translation>この端末でプレイする</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to my seat</source>
        <translation>自分の席に戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Top of the oven</source>
        <translation>窯の一番上</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The oven is empty</source>
        <translation>窯は空です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 more: tap to go on</source>
        <translation>あと %1 件：タップで次へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your hand</source>
        <translation>あなたの手札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your orders</source>
        <translation>あなたのレシピ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No order in hand</source>
        <translation>手札にレシピはありません</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiter: %1</source>
        <translation>レシピの山：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered: %1</source>
        <translation>完成：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round %1 of %2</source>
        <translation>ラウンド %1 / %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your turn</source>
        <translation>あなたの番です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s turn</source>
        <translation>%1 の番です</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is deciding…</source>
        <translation>%1 が決めています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your decision</source>
        <translation>あなたが決めます</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tap ingredients of one kind to put into the oven.</source>
        <translation>窯に入れる同じ種類のトッピングをタップしてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add an order (optional):</source>
        <translation>レシピも出す（任意）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No order</source>
        <translation>レシピなし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the supply</source>
        <translation>出して、山札から %1 枚引く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw %1 from the waiter</source>
        <translation>出して、レシピの山から %1 枚引く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play, draw nothing</source>
        <translation>出して、引かない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No ingredient: pass</source>
        <translation>トッピングがないのでパス</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose the ingredients for your %1:</source>
        <translation>%1 のトッピングを選んでください：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Add %1 from your hand to deliver your %2?</source>
        <translation>手札から %1 を足して %2 を完成させますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your %1 is short of %2. Ask the others for help?</source>
        <translation>%1 には %2 が足りません。ほかの人に助けを頼みますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for %1</source>
        <translation>%1 を頼む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not ask</source>
        <translation>頼まない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 asks you for %2 for their %3. Help?</source>
        <translation>%1 が %3 のために %2 を頼んでいます。助けますか？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Help</source>
        <translation>助ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not help</source>
        <translation>助けない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards of any kind</source>
        <translation>種類を問わず %1 枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for the table…</source>
        <translation>テーブルを待っています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not allowed now. Nothing was changed.</source>
        <translation>今はそれはできません。何も変わっていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The table did not understand that. Nothing was changed.</source>
        <translation>テーブルが理解できませんでした。何も変わっていません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>%1 の勝ち！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You win!</source>
        <translation>あなたの勝ち！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oven: %1 cards</source>
        <translation>窯：%1 枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Supply: %1</source>
        <translation>山札：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Face up:</source>
        <translation>表向き：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 cards</source>
        <translation>%1 枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiting for %1&apos;s phone</source>
        <translation>%1 のスマホを待っています</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 delivered a %2</source>
        <translation>%1 が %2 を完成させました</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1&apos;s %2 goes back to the waiter</source>
        <translation>%1 の %2 はレシピの山に戻ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In the oven from the last round: %1</source>
        <translation>前のラウンドから窯に残っているもの：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final scores</source>
        <translation>最終結果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the win!</source>
        <translation>%1の同時優勝！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You share the win with %1!</source>
        <translation>あなたと%1の同時優勝！</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie-break: %1 tied on pizzas delivered (%2 each). %3 wins with the most ingredient cards left in hand.</source>
        <translation>同点：%1は完成させたピザの数が同じです（各%2枚）。手札のトッピングカードが最も多い%3の勝ちです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie-break: %1 tied on pizzas delivered (%2 each) and on ingredient cards left in hand (%3 each), so they share the win.</source>
        <translation>同点：%1は完成させたピザの数（各%2枚）も手札のトッピングカードの数（各%3枚）も同じなので、同時優勝です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Most pizzas delivered: %1</source>
        <translation>完成させたピザの最多：%1枚</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left: %1</source>
        <translation>残りカード：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 and %2</source>
        <translation>%1と%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Vibrate when it is my turn</source>
        <translation>自分の番になったら振動する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This link or code is not valid (any more). Scan the code on the table again or type it in.</source>
        <translation>このリンクまたはコードは無効です（期限切れの可能性があります）。テーブルのコードをもう一度読み取るか、入力してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Too many wrong codes. Wait a minute, then try again.</source>
        <translation>間違ったコードが多すぎます。1分待ってからもう一度お試しください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type a code</source>
        <translation>コードを入力</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter the code shown on the table</source>
        <translation>テーブルに表示されたコードを入力してください</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Join</source>
        <translation>参加する</translation>
    </message>
</context>
<context>
    <name>PhonePanel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/phone_panel.py" line="+192"/>
        <source>The phones cannot be reached: {reason}</source>
        <translation>スマホに接続できません：{reason}</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s phone is lost: the computer plays until it is back</source>
        <translation>{name} のスマホとの接続が切れました：戻るまでコンピューターがプレイします</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name}&apos;s phone is lost ({seconds} s)</source>
        <translation>{name} のスマホとの接続が切れました（{seconds} 秒）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Waiting for {name}&apos;s phone</source>
        <translation>{name} のスマホを待っています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is deciding…</source>
        <translation>{name} が決めています…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}&apos;s phone is connected</source>
        <translation>{name} のスマホは接続済みです</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Phones</source>
        <translation>スマホ</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Scan with the phone&apos;s camera</source>
        <translation>スマホのカメラで読み取ってください</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>or open {url} and type {code}</source>
        <translation>または {url} を開いて {code} を入力</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Hide the link</source>
        <translation>リンクを隠す</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Show the link</source>
        <translation>リンクを表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Shows this seat&apos;s code for its phone to scan again</source>
        <translation>スマホで再度読み取れるよう、この席のコードを表示します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New link</source>
        <translation>新しいリンク</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give this seat to another phone; the old link stops working at once</source>
        <translation>この席を別のスマホに渡します。古いリンクはすぐに使えなくなります</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Computer plays until the phone is back</source>
        <translation>スマホが戻るまでコンピューターがプレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computer plays</source>
        <translation>コンピューターが担当</translation>
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
        <translation>管理者PIN</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+40"/>
        <source>Erase a digit</source>
        <translation>1桁消す</translation>
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
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Leave kiosk mode</source>
        <translation>キオスクモードを終了</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Quit the game</source>
        <translation>ゲームを終了</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+24"/>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <location line="-19"/>
        <location line="+11"/>
        <source>Operator</source>
        <translation>管理者</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>No operator PIN is set. Set kiosk/pin in the configuration file to unlock kiosk mode.</source>
        <translation>管理者PINが設定されていません。キオスクモードを解除するには、設定ファイルに kiosk/pin を設定してください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+76"/>
        <source>Enter the operator PIN.</source>
        <translation>管理者PINを入力してください。</translation>
    </message>
    <message numerus="yes">
        <location line="-36"/>
        <source>Wrong PIN. %n more try(s) before the pad locks for a while.</source>
        <translation>
            <numerusform>PINが違います。あと%n回間違えると、しばらくロックされます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>Locked: try again in %n s.</source>
        <translation>
            <numerusform>ロック中です。%n秒後にもう一度お試しください。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PromptPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/prompts.py" line="+175"/>
        <source>Your {order}: choose</source>
        <translation>あなたの{order}：選んでください</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Help {name} with {cards}?</source>
        <translation>{name}さんに{cards}を渡して手助けしますか？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You do not hold all of these cards, so you cannot help.</source>
        <translation>これらのカードを全部は持っていないので、手助けできません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hand over these cards; your waiter&apos;s top order counts as delivered.</source>
        <translation>これらのカードを渡します。あなたのレシピの山の一番上のカードが完成扱いになります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Yes, help  [Y]</source>
        <translation>はい、手助けする  [Y]</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+58"/>
        <source>No  [N]</source>
        <translation>いいえ  [N]</translation>
    </message>
    <message>
        <location line="-39"/>
        <source> + </source>
        <translation>＋</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{kinds}  [{key}]</source>
        <translation>{kinds}  [{key}]</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{kinds} (key {key})</source>
        <translation>{kinds}（キー {key}）</translation>
    </message>
    <message>
        <location line="+184"/>
        <source>Ask the others for {cards}  [{key}]</source>
        <translation>{cards}を頼む  [{key}]</translation>
    </message>
    <message numerus="yes">
        <location line="-136"/>
        <source>Your {order} needs %n more card(s).</source>
        <translation>
            <numerusform>あなたの{order}にはあと%n枚必要です。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your {order} is short of {cards}.</source>
        <translation>あなたの{order}は{cards}が足りません。</translation>
    </message>
    <message>
        <location line="-20"/>
        <location line="+23"/>
        <source>Your hand cannot make it up.</source>
        <translation>手札では補えません。</translation>
    </message>
    <message numerus="yes">
        <location line="-19"/>
        <source>Your {order} needs %n more card(s). Add which from your hand?</source>
        <translation>
            <numerusform>あなたの{order}にはあと%n枚必要です。手札からどれを足しますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Add them  [Y]</source>
        <translation>足す  [Y]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Don&apos;t  [N]</source>
        <translation>足さない  [N]</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Add {cards} from your hand  [Y]</source>
        <translation>手札から{cards}を足す  [Y]</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Let it go back  [N]</source>
        <translation>レシピの山に戻す  [N]</translation>
    </message>
    <message numerus="yes">
        <location line="+14"/>
        <source>Your {order} needs %n more card(s). Ask the others for help?</source>
        <translation>
            <numerusform>あなたの{order}にはあと%n枚必要です。ほかのプレイヤーに手助けを頼みますか？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your {order} is short of {cards}. Ask the others for help?</source>
        <translation>あなたの{order}は{cards}が足りません。ほかのプレイヤーに手助けを頼みますか？</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Don&apos;t ask  [N]</source>
        <translation>頼まない  [N]</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Pick exactly the missing number of cards from your hand.</source>
        <translation>不足している枚数ちょうどを手札から選んでください。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Ask for part of what is missing; your own hand must cover the rest.</source>
        <translation>不足分の一部を頼んでください。残りは自分の手札でまかなう必要があります。</translation>
    </message>
</context>
<context>
    <name>QuickStartPage</name>
    <message>
        <location filename="../mammamia_qt/ui/kiosk/quick_start.py" line="+184"/>
        <source>{language} is not available yet.</source>
        <translation>{language}はまだ利用できません。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>{n}: Human</source>
        <translation>{n}：人間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}: Phone</source>
        <translation>{n}：スマホ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{n}: Computer</source>
        <translation>{n}：コンピューター</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Edition</source>
        <translation>版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Who plays</source>
        <translation>誰が遊ぶか</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Play</source>
        <translation>プレイ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume the last game</source>
        <translation>前回のゲームを続ける</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the demo</source>
        <translation>デモに戻る</translation>
    </message>
</context>
<context>
    <name>Refusal</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+13"/>
        <source>It is not your turn to act.</source>
        <translation>今はあなたの番ではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not a move of this game.</source>
        <translation>それはこのゲームの手ではありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No decision is open now: it is a turn of phase 1.</source>
        <translation>今は決めることはありません。フェーズ1の手番です。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That choice is not open: a joker cannot be your personal ingredient, and a Minimale takes the kind with the fewest face-up cards.</source>
        <translation>その選択はできません。ジョーカーは自分のトッピングにはできず、ミニマーレはめくられた枚数が最も少ないトッピングになります。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You can only add exactly the missing cards from your hand.</source>
        <translation>手札から足せるのは、不足しているカードちょうどだけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ask for part of what is missing; your own hand must cover the rest.</source>
        <translation>不足分の一部を頼んでください。残りは自分の手札でまかなう必要があります。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not an answer to the request for help.</source>
        <translation>それは手助けの依頼への答えになっていません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put at least one ingredient into the oven.</source>
        <translation>トッピングを少なくとも1枚窯に出してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A pass plays no ingredient.</source>
        <translation>パスするときはトッピングを出しません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no ingredient to play.</source>
        <translation>出せるトッピングがありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You can only play ingredients you hold.</source>
        <translation>出せるのは手札にあるトッピングだけです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You can only play an order you hold.</source>
        <translation>出せるのは手札にあるレシピカードだけです。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Without ingredients you sit out and place no order.</source>
        <translation>トッピングがないときは休みとなり、レシピカードも出せません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Without ingredients you pass and place no order.</source>
        <translation>トッピングがないときはパスし、レシピカードも出せません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your waiter is empty: draw from the supply.</source>
        <translation>レシピの山が空です。山札から引いてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: draw from your waiter.</source>
        <translation>山札が空です。レシピの山から引いてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Draw from the supply or from your waiter.</source>
        <translation>山札かレシピの山から引いてください。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You must draw while a stack can give you a card.</source>
        <translation>引けるカードがある間は、必ず補充します。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot draw that many cards now.</source>
        <translation>今はその枚数を引けません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The rules do not allow that now.</source>
        <translation>今はルール上それはできません。</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <location filename="../mammamia_qt/ui/history/captions.py" line="+27"/>
        <source>The cards are dealt</source>
        <translation>カードが配られた</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/replay_board.py" line="+266"/>
        <source>Oven</source>
        <translation>窯</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>Pizzas: {count}</source>
        <translation>ピザ：{count}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/replay_viewer.py" line="+211"/>
        <source>Back to the list</source>
        <translation>一覧に戻る</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+24"/>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <location line="-23"/>
        <location line="+22"/>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>‹ Reveal</source>
        <translation>‹ めくり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal ›</source>
        <translation>めくり ›</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>To the start</source>
        <translation>最初へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>To the end</source>
        <translation>最後へ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step back</source>
        <translation>1手戻る</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One step forward</source>
        <translation>1手進む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous round</source>
        <translation>前のラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next round</source>
        <translation>次のラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Previous reveal</source>
        <translation>前のめくり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Next reveal</source>
        <translation>次のめくり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play or pause</source>
        <translation>再生／一時停止</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{action} ({keys})</source>
        <translation>{action}（{keys}）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Step</source>
        <translation>手順</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Round {round}</source>
        <translation>第 {round} ラウンド</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Step {step} of {steps}</source>
        <translation>{step} / {steps} 手目</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Replay of {date}</source>
        <translation>{date} のゲーム</translation>
    </message>
</context>
<context>
    <name>Results</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/results.py" line="+46"/>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{first} and {last}</source>
        <translation>{first}と{last}</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location line="+134"/>
        <source>Final standings</source>
        <translation>最終順位</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Main menu</source>
        <translation>メインメニュー</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>{name} wins!</source>
        <translation>{name}の勝ち！</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{names} share the win!</source>
        <translation>{names}の同時優勝！</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tie-break: {tied} tied on pizzas delivered ({count} each). {name} wins with the most ingredient cards left in hand.</source>
        <translation>同点：{tied}は完成させたピザの数が同じです（各{count}枚）。手札のトッピングカードが最も多い{name}の勝ちです。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Tie-break: {tied} tied on pizzas delivered ({count} each) and on ingredient cards left in hand ({hand} each), so they share the win.</source>
        <translation>同点：{tied}は完成させたピザの数（各{count}枚）も手札のトッピングカードの数（各{hand}枚）も同じなので、同時優勝です。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Most pizzas delivered: %n</source>
        <translation>
            <numerusform>完成させたピザの最多：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}: {count}</source>
        <translation>{name}：{count}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ingredient cards left in hand: {counts}</source>
        <translation>手札のトッピングカード：{counts}</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Equal counts of pizzas are ranked by the ingredient cards left in hand (Cards left).</source>
        <translation>ピザの数が同じときは、手札に残ったトッピングカードの数で順位が決まります（残りカード）。</translation>
    </message>
</context>
<context>
    <name>Reveal</name>
    <message>
        <location filename="../mammamia_qt/wording/card_names.py" line="+17"/>
        <source>not completed</source>
        <translation>完成しなかった</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>its forbidden ingredient is face up</source>
        <translation>禁止トッピングがめくられている</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no kind can be its Minimale</source>
        <translation>ミニマーレにできるトッピングがない</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>nobody helped</source>
        <translation>誰も手助けしなかった</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/reveal.py" line="+104"/>
        <source>Used</source>
        <translation>使用済み</translation>
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
        <translation>ラウンド</translation>
    </message>
    <message numerus="yes">
        <location line="+20"/>
        <source>Round {number}: {name} delivered %n pizza(s), {total} in all after it</source>
        <translation>
            <numerusform>ラウンド{number}：{name}が完成させたピザは%n枚（この時点で合計{total}枚）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundSummary</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/round_summary.py" line="+78"/>
        <source>Round {n} is over</source>
        <translation>ラウンド{n}終了</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Delivered</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Returned</source>
        <translation>戻り</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In total</source>
        <translation>合計</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>{name}: delivered {d}, returned {r}, {t} in total</source>
        <translation>{name}：完成{d}、戻り{r}、合計{t}</translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Cards in the supply: %n</source>
        <translation>
            <numerusform>山札の残り：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That was the last round.</source>
        <translation>これが最後のラウンドでした。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the results</source>
        <translation>結果を見る</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Round {n} begins with {name}.</source>
        <translation>ラウンド{n}は{name}から始まります。</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Start round {n}</source>
        <translation>ラウンド{n}を開始</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Nothing stays in the oven: the next round starts empty.</source>
        <translation>窯には何も残りません。次のラウンドは空の状態から始まります。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Staying face up in the oven for the next round:</source>
        <translation>次のラウンドまで窯に表向きで残るもの：</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{count} × {kind}</source>
        <translation>{kind}×{count}</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>Round {n} begins with {name}. The supply is empty, so it is one lap: everyone plays one turn and draws from their waiter, then the oven is opened.</source>
        <translation>ラウンド{n}は{name}から始まります。山札が空なので1周だけです。全員が1回ずつ手番を行い、レシピの山から引いたあと、窯を開けます。</translation>
    </message>
</context>
<context>
    <name>ScoreboardModel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/scoreboard.py" line="+136"/>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays</source>
        <translation>担当</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Waiter</source>
        <translation>レシピの山</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivered</source>
        <translation>完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mamma Mia</source>
        <translation>マンマミーア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>手番</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards left</source>
        <translation>残りカード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Name and colour</source>
        <translation>名前と色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Human or computer player, with its level</source>
        <translation>人間か、コンピューターとそのレベル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards in hand</source>
        <translation>手札の枚数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orders left in the waiter stack</source>
        <translation>レシピの山に残るカード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas delivered so far</source>
        <translation>これまでに完成させたピザ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+84"/>
        <source>Holds the Mamma Mia card</source>
        <translation>マンマミーアカードを持っています</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Whose turn it is</source>
        <translation>誰の手番か</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tie-break: on equal pizzas, the most ingredient cards left in hand ranks first</source>
        <translation>同点：ピザの数が同じなら、手札のトッピングカードが多い人が上です</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>No tie-break needed</source>
        <translation>同点なし</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Ingredient cards left in hand: %n</source>
        <translation>
            <numerusform>手札のトッピングカード：%n</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}, {colour}, to play</source>
        <translation>{name}、{colour}、手番</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>{name}, {colour}</source>
        <translation>{name}、{colour}</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is played by: {kind}</source>
        <translation>{name}のプレイヤー：{kind}</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Cards in hand: %n</source>
        <translation>
            <numerusform>手札：%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Orders in the waiter stack: %n</source>
        <translation>
            <numerusform>レシピの山：%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Pizzas delivered: %n</source>
        <translation>
            <numerusform>完成したピザ：%n枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Does not hold the Mamma Mia card</source>
        <translation>マンマミーアカードを持っていません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} is to play</source>
        <translation>{name}の手番</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Waiting</source>
        <translation>待機中</translation>
    </message>
</context>
<context>
    <name>ScoreboardPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/table_page.py" line="+144"/>
        <location line="+1"/>
        <source>Scoreboard</source>
        <translation>スコアボード</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Finished rounds</source>
        <translation>終了したラウンド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No round has ended yet.</source>
        <translation>まだ終わったラウンドはありません。</translation>
    </message>
</context>
<context>
    <name>SeatKind</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-235"/>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: random</source>
        <translation>AI：ランダム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: beginner</source>
        <translation>AI：初級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: intermediate</source>
        <translation>AI：中級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: expert</source>
        <translation>AI：上級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: master</source>
        <translation>AI：達人</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Phone</source>
        <translation>スマホ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI: Auto</source>
        <translation>AI：自動</translation>
    </message>
</context>
<context>
    <name>SeatPanel</name>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+51"/>
        <source>order being checked</source>
        <translation>レシピを確認中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>takes the pizzas out</source>
        <translation>ピザを取り出し中</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>{name} · {colour} · personal ingredient: {ingredient}</source>
        <translation>{name}・{colour}・自分のトッピング：{ingredient}</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/tools/sweep/fit_checks.py" line="+273"/>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="-100"/>
        <source>thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/seat_panel.py" line="+6"/>
        <source>to play</source>
        <translation>手番</translation>
    </message>
    <message>
        <location line="+211"/>
        <source>hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>waiter</source>
        <translation>レシピ山</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>delivered</source>
        <translation>完成</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../mammamia_qt/ui/dialogs/settings.py" line="+35"/>
        <location line="+170"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+147"/>
        <source>Animation speed</source>
        <translation>アニメーション速度</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>AI pace</source>
        <translation>AIの速さ</translation>
    </message>
    <message>
        <location line="-146"/>
        <location line="+147"/>
        <source>How long computer players take before they play</source>
        <translation>コンピューターが手を打つまでの時間</translation>
    </message>
    <message>
        <location line="-66"/>
        <location line="+67"/>
        <source>Start in fullscreen</source>
        <translation>全画面で起動</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+144"/>
        <source>At the table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <location line="-142"/>
        <location line="+144"/>
        <source>Animation speed:</source>
        <translation>アニメーション速度：</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+144"/>
        <source>AI pace:</source>
        <translation>AIの速さ：</translation>
    </message>
    <message>
        <location line="-143"/>
        <location line="+145"/>
        <source>A lost phone&apos;s seat to the computer after:</source>
        <translation>切断されたスマホの席をコンピューターに任せるまで：</translation>
    </message>
    <message>
        <location line="-144"/>
        <location line="+152"/>
        <source>Memory coach: a question at each reveal</source>
        <translation>記憶トレーナー：毎回の窯出しで質問する</translation>
    </message>
    <message>
        <location line="-121"/>
        <source>{volume} %</source>
        <translation>{volume}%</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High contrast</source>
        <translation>ハイコントラスト</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Looks</source>
        <translation>見た目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Theme:</source>
        <translation>テーマ：</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Text size:</source>
        <translation>文字の大きさ：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reduced motion: cards fade instead of flying</source>
        <translation>動きを控える：カードは飛ばずにフェードで移動</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+85"/>
        <source>Window</source>
        <translation>ウィンドウ</translation>
    </message>
    <message>
        <location line="-82"/>
        <location line="+92"/>
        <source>F11 switches fullscreen at any time.</source>
        <translation>F11キーでいつでも全画面を切り替えられます。</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Start in kiosk mode</source>
        <translation>キオスクモードで起動</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+57"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="-56"/>
        <source>Back to the demo after this many idle seconds</source>
        <translation>この秒数だけ操作がないとデモに戻ります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kiosk</source>
        <translation>キオスク</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Back to the demo when idle for:</source>
        <translation>デモに戻るまでの待ち時間：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep the demo&apos;s games in the game history</source>
        <translation>デモの対戦も対戦記録に残す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The operator PIN (kiosk/pin in the configuration file) unlocks kiosk mode.</source>
        <translation>管理者PIN（設定ファイルの kiosk/pin）でキオスクモードを解除できます。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>When a phone has been lost this long, the table offers to let the computer play its seat</source>
        <translation>スマホの接続がこの時間切れたままだと、その席をコンピューターに任せるか確認します</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>When one person plays at the screen: before the oven is turned, a question about the round</source>
        <translation>画面の前で遊ぶのが一人のとき：窯をひっくり返す前に、そのラウンドについて質問します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Sound</source>
        <translation>効果音</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Volume:</source>
        <translation>音量：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound volume</source>
        <translation>効果音の音量</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mute the sound (M switches it at any time)</source>
        <translation>効果音を消す（Mキーでいつでも切り替え）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sound in the demo games (only once someone has touched the screen)</source>
        <translation>デモゲームでも効果音を鳴らす（誰かが画面に触れてから）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+1"/>
        <location line="+2"/>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game switches at once; every window follows.</source>
        <translation>すぐに切り替わり、すべてのウィンドウに反映されます。</translation>
    </message>
</context>
<context>
    <name>Sound</name>
    <message>
        <location filename="../mammamia_qt/ui/sound.py" line="+328"/>
        <source>Sound off (M turns it on)</source>
        <translation>効果音オフ（Mキーでオン）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound on</source>
        <translation>効果音オン</translation>
    </message>
</context>
<context>
    <name>Speed</name>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="+43"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Instant</source>
        <translation>瞬時</translation>
    </message>
</context>
<context>
    <name>StartScreen</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/start_screen.py" line="+61"/>
        <location line="+60"/>
        <source>Mamma Mia!</source>
        <translation>マンマミーア！</translation>
    </message>
    <message>
        <location line="-57"/>
        <location line="+58"/>
        <source>The pizza card game of good memory</source>
        <translation>記憶力がものをいうピザのカードゲーム</translation>
    </message>
    <message>
        <location line="-54"/>
        <location line="+56"/>
        <source>Continue</source>
        <translation>続きから</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>First game</source>
        <translation>はじめてのゲーム</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>How to play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+56"/>
        <source>Quit</source>
        <translation>終了</translation>
    </message>
    <message>
        <location line="-55"/>
        <location line="+60"/>
        <source>Resume the saved game</source>
        <translation>保存したゲームを再開</translation>
    </message>
    <message>
        <location line="-59"/>
        <location line="+60"/>
        <source>Choose players and rules for a new game</source>
        <translation>新しいゲームのプレイヤーとルールを選ぶ</translation>
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
        <translation>勝率（%）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>{category} ({games})</source>
        <translation>{category}（{games}）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Won by edition (games)</source>
        <translation>版ごとの勝率（ゲーム数）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Won by number of players (games)</source>
        <translation>人数ごとの勝率（ゲーム数）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Won against computer players (games)</source>
        <translation>コンピューター相手の勝率（ゲーム数）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No games against computer players yet</source>
        <translation>コンピューターとの対戦はまだありません</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/common/names.py" line="-38"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>beginner</source>
        <translation>初級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>intermediate</source>
        <translation>中級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>expert</source>
        <translation>上級</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>master</source>
        <translation>達人</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_charts.py" line="+16"/>
        <source>Pizzas per round, game by game</source>
        <translation>ラウンドごとのピザ数（ゲームごと）</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Games, oldest first</source>
        <translation>ゲーム（古い順）</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/history/stats_tab.py" line="-198"/>
        <source>Games</source>
        <translation>ゲーム数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins</source>
        <translation>勝利数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pizzas per game</source>
        <translation>1ゲームのピザ数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best game</source>
        <translation>最高のゲーム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest winning streak</source>
        <translation>最長連勝</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Current winning streak</source>
        <translation>現在の連勝</translation>
    </message>
</context>
<context>
    <name>StatisticsTab</name>
    <message>
        <location line="+141"/>
        <source>The game archive {path} cannot be read:
{reason}</source>
        <translation>ゲームの記録 {path} を読めません：
{reason}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No finished games are kept yet.
Play a game to the end and its figures appear here.</source>
        <translation>終わったゲームはまだ保存されていません。
ゲームを最後まで遊ぶと、ここに成績が出ます。</translation>
    </message>
    <message numerus="yes">
        <location line="+43"/>
        <source>%n pizza(s)</source>
        <translation>
            <numerusform>ピザ %n 枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+54"/>
        <source>Rename “{old}” to “{new}” in %n game(s)?</source>
        <translation>
            <numerusform>%n 件のゲームで「{old}」を「{new}」に変えますか？</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Merge {names} into “{new}”? Their %n game(s) then count for one player.</source>
        <translation>
            <numerusform>{names}を「{new}」にまとめますか？%n 件のゲームが一人の成績になります。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>“{name}”</source>
        <translation>「{name}」</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rename or merge names</source>
        <translation>名前の変更・統合</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <source>Delete %n game(s) for good? Every player&apos;s figures lose them.</source>
        <translation>
            <numerusform>%n 件のゲームを完全に削除しますか？全員の成績から消えます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete games</source>
        <translation>ゲームを削除</translation>
    </message>
    <message>
        <location line="-282"/>
        <location line="+292"/>
        <source>Statistics</source>
        <translation>成績</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Nothing was changed: the game archive said “{reason}”.</source>
        <translation>何も変更されていません。ゲームの記録からの応答：「{reason}」</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Player:</source>
        <translation>プレイヤー：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rename or merge…</source>
        <translation>名前の変更・統合…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete games…</source>
        <translation>ゲームを削除…</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <location filename="../mammamia_qt/ui/table/director.py" line="+152"/>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round {round} of {rounds} · taking the pizzas out of the oven</source>
        <translation>ラウンド{round}/{rounds}・窯からピザを取り出す</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/table/card_motions.py" line="+73"/>
        <source>{name}&apos;s order</source>
        <translation>{name}のレシピ</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>chosen: {kinds}</source>
        <translation>選択：{kinds}</translation>
    </message>
    <message>
        <location line="-83"/>
        <source>Your order</source>
        <translation>あなたのレシピ</translation>
    </message>
    <message>
        <location line="+119"/>
        <source>Delivered!</source>
        <translation>完成！</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Back to the waiter: {reason}</source>
        <translation>レシピの山へ戻る：{reason}</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <location filename="../mammamia_qt/ui/shell/table_page.py" line="+90"/>
        <source>Game table</source>
        <translation>ゲームテーブル</translation>
    </message>
</context>
<context>
    <name>TableWidget</name>
    <message>
        <location filename="../mammamia_qt/ui/table/table_widget.py" line="+171"/>
        <source>Skip animations  [Space]</source>
        <translation>アニメーションをスキップ  [Space]</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip animations</source>
        <translation>アニメーションをスキップ</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+1"/>
        <source>Card table</source>
        <translation>カードテーブル</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>Pass the device to {name}.</source>
        <translation>{name}さんに端末を渡してください。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{owner} asks {name} for help…</source>
        <translation>{owner}が{name}に手助けを頼んでいます…</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>{name} is thinking…</source>
        <translation>{name}が考え中…</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/entry.py" line="+79"/>
        <source>Welcome to Mamma Mia!</source>
        <translation>Mamma Mia! へようこそ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>New to the game? Play a guided first game: a short lesson on the real table that shows you every step, then goes on as a real game.</source>
        <translation>はじめてですか？ガイド付きの初めてのゲームで遊んでみましょう。本物のテーブルで一歩ずつ案内する短いレッスンで、そのまま本番のゲームに続きます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Start the guided first game</source>
        <translation>ガイド付きで始める</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Not now</source>
        <translation>今はしない</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/lesson.py" line="+237"/>
        <source>The lesson ends and this game goes on as a normal game.</source>
        <translation>レッスンを終え、このゲームは通常のゲームとして続きます。</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="+22"/>
        <source>Welcome to Mamma Mia! Let&apos;s play your first game together. These are your cards: ingredients, and your order, a pizza you want to bake.</source>
        <translation>Mamma Mia! へようこそ。はじめてのゲームを一緒に遊びましょう。これがあなたの手札です。トッピングと、焼きたいピザのレシピカードです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is the oven. Everyone puts cards into it, but only the top card stays visible. Remember what goes in: that is the whole game!</source>
        <translation>これが窯です。みんながここにカードを入れますが、見えるのは一番上のカードだけ。何が入ったかを覚えておくのが、このゲームのすべてです！</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is your opponent, Luigi. He plays his own orders with the same oven.</source>
        <translation>こちらが対戦相手のルイージ。同じ窯で自分のレシピのピザを焼きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn! Each turn you put ingredients of one kind into the oven, may add one order, and then draw back up to seven cards.</source>
        <translation>あなたの番です！毎ターン、同じ種類のトッピングを窯に入れ、レシピカードを1枚入れてもよく、そのあと手札が7枚になるまで補充します。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You may draw from the supply (ingredients) or from your waiter (your own orders), never both. This time take ingredients.</source>
        <translation>補充は山札（トッピング）か、自分のレシピの山のどちらか一方からだけ。今回はトッピングを取りましょう。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Well done. Keep filling the oven.</source>
        <translation>いい調子です。どんどん窯に入れていきましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Orders are delivered when the ingredients before them are in the oven.</source>
        <translation>レシピが完成するのは、必要なトッピングがそのカードより先に窯に入っているときです。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No order left in your hand: just play ingredients.</source>
        <translation>手札にレシピカードはもうありません。トッピングだけ入れましょう。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The supply is empty: the oven is turned over! Its cards are shown one by one, in the order they were played. Ingredients join their columns.</source>
        <translation>山札がなくなりました。窯を開けます！カードは入れた順に1枚ずつめくられ、トッピングは種類ごとの列に並びます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your order is short of a few ingredients, but you hold them. Complete it from your hand and it is delivered!</source>
        <translation>あなたのレシピにはトッピングが少し足りませんが、手札に持っています。手札から足せばピザの完成です！</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This order lets you choose a kind.</source>
        <translation>このレシピでは種類を選べます。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short again, and you can cover it: complete it.</source>
        <translation>また足りませんが、手札で補えます。足しましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This time your hand cannot cover it: the order goes back under your waiter.</source>
        <translation>今回は手札では足りません。レシピカードはレシピの山の一番下に戻ります。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>This is the Plus edition: nine cards in hand and a sixth ingredient, shrimp. Above all, in Plus the players may help each other. Let&apos;s play a round and see how.</source>
        <translation>これはプラス版です。手札は9枚、6種類目のトッピングとしてエビが加わります。そして何より、プラスではプレイヤー同士で助け合えます。1ラウンド遊んで、その方法を見てみましょう。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your opponents are Luigi and Gina. Everyone bakes in the same oven.</source>
        <translation>対戦相手はルイージとジーナ。みんな同じ窯でピザを焼きます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A turn is as in Classic: ingredients of one kind, maybe an order, then draw. In Plus you draw up to nine cards, but at most five at a time.</source>
        <translation>ターンの流れはクラシックと同じ。同じ種類のトッピング、必要ならレシピ、そして補充です。プラスでは手札9枚まで補充しますが、一度に取れるのは5枚までです。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your order is short and your hand cannot cover it. In Plus you may ask the others for exactly the cards you miss: the first who holds them all and still has an order in the waiter may help.</source>
        <translation>レシピに足りないものがあり、手札でも補えません。プラスでは、足りないカードをぴったり指定して他の人に頼めます。それを全部持っていて、レシピの山にまだカードがある最初の人が助けられます。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Now someone asks you for help. Everyone is asked in turn, so the question tells nobody what you hold. This time, say no.</source>
        <translation>今度は誰かがあなたに助けを求めています。全員に順番に聞くので、この質問から手札がばれることはありません。今回は断りましょう。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You hold what is asked for: help! The cards go to the owner, and the top card of your waiter goes onto the delivered pile: it counts as a pizza for you.</source>
        <translation>頼まれたカードを持っています。助けましょう！カードは持ち主に渡り、あなたのレシピの山の一番上のカードが完成の山に置かれて、あなたのピザ1枚として数えられます。</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>Select {cards} in your hand, then draw from the supply.</source>
        <translation>手札から{cards}を選び、山札から補充しましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Select {cards} in your hand, then draw from your waiter.</source>
        <translation>手札から{cards}を選び、レシピの山から補充しましょう。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Add {cards} from your hand.</source>
        <translation>手札から{cards}を足しましょう。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Ask the others for {cards}.</source>
        <translation>他の人に{cards}を頼みましょう。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Answer yes: hand over the cards asked for.</source>
        <translation>「はい」と答えて、頼まれたカードを渡しましょう。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer no: you do not help this time.</source>
        <translation>「いいえ」と答えましょう。今回は助けません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Answer no: the order goes back under your waiter.</source>
        <translation>「いいえ」と答えましょう。レシピカードはレシピの山の下に戻ります。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Choose {kinds}.</source>
        <translation>{kinds}を選びましょう。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>First read the note, then press Next.</source>
        <translation>まず説明を読んでから「次へ」を押してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this move now. {todo}</source>
        <translation>今はその手ではありません。{todo}</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Play on</source>
        <translation>ゲームを続ける</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/lesson.py" line="-2"/>
        <source>Leave the lesson?</source>
        <translation>レッスンをやめますか？</translation>
    </message>
    <message>
        <location line="+5"/>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="+5"/>
        <source>Leave the lesson</source>
        <translation>レッスンをやめる</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Stay in the lesson</source>
        <translation>レッスンを続ける</translation>
    </message>
    <message>
        <location filename="../mammamia_qt/ui/tutorial/texts.py" line="-274"/>
        <source>You drew the Mamma Mia card! It now lies by your name, and you drew another card in its place. When the supply runs out, whoever holds it takes the pizzas out of the oven and starts the next round: this time, you.</source>
        <translation>マンマミーアカードを引きました！カードはあなたの名前のそばに置かれ、代わりにもう1枚引いています。山札がなくなったら、このカードを持っている人が窯からピザを取り出し、次のラウンドを始めます。今回はあなたです。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>That was a whole round! What you learned:
• A turn: ingredients of one kind, maybe one order, then draw.
• The oven is shown in the order it was filled: an order takes the ingredients before it.
• Count what goes in: it tells you when an order is worth playing.
• The Mamma Mia card: its holder takes the pizzas out when the supply is empty.
Play on against Luigi (three rounds; the most orders delivered wins), or start a game of your own.</source>
        <translation>これで1ラウンドが終わりました！覚えたこと：
• 手番：同じ種類のトッピング、必要ならレシピ1枚、そして補充。
• 窯は入れた順にめくられ、レシピはそれより前のトッピングを使います。
• 何が入ったかを数えれば、レシピを出すべき時がわかります。
• マンマミーアカード：山札がなくなったら、持っている人がピザを取り出します。
このままルイージと続けるか（3ラウンドで一番多く完成させた人の勝ち）、自分のゲームを始めましょう。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>One more rule for later rounds: the supply is made from the ingredients a reveal used. If a reveal uses none, the next round starts with an empty supply: then everyone plays just one turn (one lap), drawing from the waiter only, and the oven is turned over again.</source>
        <translation>後のラウンドのためのルールをもう1つ：山札は、窯を開けたときに使われたトッピングで作られます。1枚も使われなければ、次のラウンドは山札なしで始まり、全員が1回だけ手番を行い（1周）、レシピの山からだけ補充して、また窯を開けます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>That was a Plus round with helping! What you learned:
• Short of cards at the reveal? Ask the others for exactly what you miss.
• Helping gives away cards but puts the top card of your waiter on your delivered pile.
• An empty supply at a round&apos;s start means one lap, drawing from the waiter only.
Play on against Luigi and Gina (three rounds; the most orders delivered wins), or start a game of your own.</source>
        <translation>手助けありのプラスのラウンドが終わりました！覚えたこと：
• 窯を開けたときカードが足りない？足りない分だけを他の人に頼めます。
• 手助けするとカードは渡りますが、レシピの山の一番上が完成の山に置かれます。
• ラウンド開始時に山札がなければ1周だけ、補充はレシピの山からだけです。
このままルイージとジーナと続けるか（3ラウンドで一番多く完成させた人の勝ち）、自分のゲームを始めましょう。</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>first</source>
        <translation>1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>second</source>
        <translation>2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>third</source>
        <translation>3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fourth</source>
        <translation>4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fifth</source>
        <translation>5</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>your order “{order}”</source>
        <translation>レシピ「{order}」</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the {nth} of your {count} “{order}” orders from the left (the ringed one)</source>
        <translation>{count}枚ある「{order}」のレシピのうち左から{nth}枚目（枠で囲まれたカード）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Select {cards} and {order} in your hand, then draw from the supply.</source>
        <translation>手札から{cards}と{order}を選び、山札から補充しましょう。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Select {cards} and {order} in your hand, then draw from your waiter.</source>
        <translation>手札から{cards}と{order}を選び、レシピの山から補充しましょう。</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Why now? Count the plays so far: with this turn the oven holds {have}, all that your “{order}” needs, unless an order revealed before it uses them.</source>
        <translation>なぜ今？ここまでの手を数えましょう。この手番で窯には{have}が入り、「{order}」に必要なものがすべてそろいます（先にめくられるレシピが使わなければ）。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Why now? Count the plays so far: with this turn the oven holds {have} of what your “{order}” needs, so it is short of only {missing}, which you may add from your hand when it is revealed.</source>
        <translation>なぜ今？ここまでの手を数えましょう。この手番で窯には「{order}」に必要なもののうち{have}が入り、足りないのは{missing}だけ。めくられたときに手札から足せます。</translation>
    </message>
    <message>
        <location line="+109"/>
        <source>New game against beginners</source>
        <translation>初級の相手と新しいゲーム</translation>
    </message>
    <message>
        <location line="-48"/>
        <source>No order this time: play the ingredients alone.</source>
        <translation>今回はレシピなし。トッピングだけを出しましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add {order} to the ingredients.</source>
        <translation>トッピングに{order}を添えましょう。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>That is another “{order}”: take {which}.</source>
        <translation>それは別の「{order}」です。{which}を選びましょう。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is your “{chosen}”; this turn plays {order}.</source>
        <translation>それは「{chosen}」です。この手番で出すのは{order}です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You chose {chosen}; this turn plays {cards}.</source>
        <translation>選んだのは{chosen}です。この手番で出すのは{cards}です。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Draw from the supply this time, not from your waiter.</source>
        <translation>今回はレシピの山ではなく、山札から補充しましょう。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draw from your waiter this time, not from the supply.</source>
        <translation>今回は山札ではなく、レシピの山から補充しましょう。</translation>
    </message>
</context>
<context>
    <name>_Salvage</name>
    <message numerus="yes">
        <location filename="../mammamia_qt/ui/history/archive_texts.py" line="+30"/>
        <source>{file} was damaged. %n of {found} kept games were recovered into a new game history; the damaged file was set aside (not deleted) as {aside}.</source>
        <translation>
            <numerusform>{file} は壊れていました。記録されていた {found} 件の対戦のうち %n 件を新しい対戦記録に復元しました。壊れたファイルは {aside} として別名で残しています（削除はしていません）。</numerusform>
        </translation>
    </message>
</context>
</TS>
