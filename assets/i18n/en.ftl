# English. Message ids are kebab-case; { $name } are placeholders.

## Screens, panels and dialogs

new-game = New game
continue = Continue
continue-the-unfinished-game = Continue the unfinished game
quit = Quit
board-editor = Board editor
unfinished-game = An unfinished game
unfinished-game-kept = An unfinished game is saved. Start a new one? The unfinished game is kept either way: it is then listed under “Review a saved game”.
start-new-game = Start a new game
start = Start
seats = Seats
person = Person
computer = Computer
random-player = Random player
five-six-about = Five or six players: the 5–6 player extension — a larger island, more cards, and a special building phase after every turn.
board-hosts-fewer = { $n ->
    [one] This board hosts at most { $n } player: remove a seat or choose another board.
   *[other] This board hosts at most { $n } players: remove a seat or choose another board.
}
special-building-you = Special building phase: you may build or buy a card (no trades, no cards played).
done-building = Done building
add-a-seat = Add a seat
board-full = { $n ->
    [one] The board chosen hosts at most { $n } player.
   *[other] The board chosen hosts at most { $n } players.
}
remove = Remove
champion-default = Medium
level-easy = Easy
level-hard = Hard
level-easy-about = Plays sensibly but slips now and then: good for a first game.
level-medium-about = A solid player that plans its next build and trades with you.
level-hard-about = Thinks ahead before every move: a strong opponent.
thesis-example = Thesis example
file = File
board = Board
standard = Beginner layout
random = Random fair board
seed = Seed
rules = Rules
language = Language
options = Options
show-ids-of-faces-vertices-and-edges = Show ids of faces, vertices and edges
show-the-computer-s-candidate-moves = Show the computer's candidate moves
log-the-computer-s-moves = Log the computer's moves
hidden-hands-pass-and-play = Hidden hands (pass-and-play)
open-game-show-hands = Show the computers' hands (an open game, to learn from)
open-game-show-hands-about = Off: as at a real table, you see only your own cards.
hidden-hands-about = Each person sees only their own cards: a 'Pass to …' box asks for the next person before their hand is shown; the computers play at an open table with every hand face down.
computer-speed = Computer speed
round = Round
opening = Opening
round-n = Round { $n }
deck = Deck
roll = Roll
end-turn = End turn
road = Road
settlement = Settlement
city = City
buy-card = Buy card
trade = Trade
help = Help
paused = Paused
cancel = Cancel
your-hand = Your hand
development-cards = Development cards
new = new
play = Play
players = Players
game-log = Game log
# the chat tab beside the game log (online games only)
chat-tab = Chat
chat-empty = No messages yet. Say hello!
chat-hint = Say something to the table…
chat-send = Send
chat-good-luck = Good luck!
chat-nice-move = Nice move
chat-thanks = Thanks
chat-good-game = Good game
chat-too-fast = Slow down a little: at most 5 messages in 10 seconds.
costs = Costs
longest-road = Longest road
largest-army = Largest army
army-short = Army
pieces-left = Pieces left
pass-to-name = Pass to { $name }
click-when-name-is-ready = Click when { $name } is ready
i-am-name = I am { $name }
name-question-for-you = { $name } — a question for you
show-my-cards = Show my cards
name-s-turn = { $name }'s turn
acting-discards = { $who } discards
acting-gold = { $who } chooses from gold
acting-answers = { $who } answers the offer
acting-special-build = { $who } builds (special building phase)
acting-plays = { $who } plays
discard = Discard
choose-the-victim = Choose the victim
rob-cloth-from = { $name }: take a cloth ({ $n } cloth)
move-the-robber-click-a-tile = Move the robber: click a tile
move-robber-or-pirate-click-a-tile = Move the robber or the pirate: click a tile
step-robber-victim = Choose whom the robber robs
step-pirate-victim = Choose whom the pirate robs
place-a-settlement = Place a settlement
place-a-third-settlement-cloth = Cloth for Catan: place a third settlement — this one pays its starting cards
place-a-last-settlement = Place your last opening settlement — this one pays its starting cards
place-a-road = Place a road
place-a-road-or-ship = Place a road or a ship
place-a-city = Place a city
bank-trade = Bank trade
offer-to-players = Offer to players
give = Give
get = Get
offer = Offer
accept = Accept
decline = Decline
trade-with-name = Trade with { $name }
nobody = Nobody
game-over = Game over
name-wins = { $name } wins!
play-again = Play again
menu = Menu
dice = Dice
ranking = Ranking
settlements = Settlements
cities = Cities
vp-cards = VP cards
total = Total
rounds = Rounds
actions = actions
computer-thinking = Computer thinking
candidate-moves = Candidate moves
keyboard = Keyboard
not-your-turn = Not your turn
could-not-start = Could not start
new-game-rules-seats = { $seats } seats: the rules “{ $rules }” are for { $min } to { $max } players.
new-game-board-seats = { $seats } seats: the board “{ $board }” hosts at most { $most } players.
keys-zoom = + / − / wheel
keys-pan = ← ↑ → ↓ / drag with the right button
zoom = Zoom
pan = Pan

discard-n-cards = Discard { $n } cards
give-cards-for-cards = Give { $give } for { $get }
handoff-offer = { $name } offers you a trade
name-offers = { $name } offers
card-count = { $n ->
    [one] { $n } card
   *[other] { $n } cards
}
knight-count = { $n ->
    [one] { $n } knight
   *[other] { $n } knights
}
point-count = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
dev-card-count = { $n ->
    [one] { $n } development card
   *[other] { $n } development cards
}

## Speeds of the computer players

speed-slow = slow
speed-normal = normal
speed-fast = fast
speed-instant = instant

## Materials, cards and seats

resource-wood = wood
resource-brick = brick
resource-grain = grain
resource-sheep = sheep
resource-stone = stone
# A count of one material: "2 wood".
resource-count = { $n } { $resource ->
    [wood] wood
    [brick] brick
    [grain] grain
    [sheep] sheep
   *[stone] stone
}
card-knight = Knight
card-victory-point = Victory point
card-road-building = Road building
choose-two-materials = Choose 2 materials from the bank (the same one twice is fine).
card-year-of-plenty = Year of plenty
card-monopoly = Monopoly
seat-red = Red
seat-blue = Blue
seat-orange = Orange
seat-white = White
seat-green = Green
seat-purple = Purple

## The game log: one whole sentence per line

log-built-road = { $who } built a road: { $place }
log-in-special-build = { $line } (special building phase)
log-built-settlement = { $who } built a settlement: { $place }
log-built-city = { $who } built a city: { $place }
log-bought-card = { $who } bought a development card
log-discarded = { $who } discarded { $cards }
log-moved-robber = { $who } moved the robber to { $place }
log-played-knight = { $who } played a knight
log-played-road-building = { $who } played road building
log-played-year-of-plenty = { $who } played year of plenty: { $cards }
log-played-monopoly = { $who } played monopoly on { $resource }
log-played-victory-point = { $who } played a victory point
log-offers = { $who } offers { $give } for { $get }
log-accepted = { $who } accepted
log-declined = { $who } declined
log-cancelled-offer = { $who } cancelled the offer
log-ended-turn = { $who } ended the turn
log-rolled = { $who } rolled { $total } ({ $a }+{ $b })
log-got = { $who } got { $cards }
log-shortage = The bank is short of { $resources }: nobody gets it
# $victim_seat: the victim's colour (red, blue, …), for languages that bend the name (Czech's dative)
log-stole = { $thief } stole a card from { $victim_seat ->
       *[any] { $victim }
    }
log-stole-card = { $thief } stole { $card } from { $victim_seat ->
       *[any] { $victim }
    }
# after a private line while the hands are hidden (all hands open, as in the review: left out)
log-private-mark = (only you two see this)
log-monopoly-took = { $who } took { $cards }
log-traded-with = { $who } traded with { $other }: { $gave } → { $got }
log-traded-with-bank = { $who } traded with the bank: { $gave } → { $got }
log-longest-road = { $who } takes the longest road
log-largest-army = { $who } takes the largest army
log-won = { $who } wins the game

## The board editor

editor-forest = Forest (F)
editor-hills = Hills (H)
editor-fields = Fields (G)
editor-pasture = Pasture (P)
editor-mountains = Mountains (M)
editor-desert = Desert (D)
editor-name = Name
editor-name-hint = your board's name
editor-play-this-board = Play this board
editor-has-problems = the board has problems (right panel)
editor-land = Land
editor-sea = Sea (X: erase)
editor-gold = Gold field
terrain-forest = forest
terrain-hills = hills
terrain-fields = fields
terrain-pasture = pasture
terrain-mountains = mountains
terrain-desert = desert
terrain-sea = sea
terrain-gold = gold field
editor-number = Number
editor-none = none
editor-harbour = Harbour
editor-harbour-hint = click a coastal tile near its sea side
editor-remove = remove
editor-erase = Erase (X)
editor-erase-hint = Back to an empty hex. An empty hex is not sea: the sea inside a board is painted with the “{ editor-sea-tile }” tool.
editor-harbour-generic = 3:1
editor-harbour-two-to-one = 2:1 { $resource }
editor-pips = { $resource }: { $n ->
    [one] { $n } pip
   *[other] { $n } pips
}
editor-hosts-range = Hosts 2–{ $n } players
editor-hosts-exactly = { $n ->
    [one] Hosts { $n } player
   *[other] Hosts { $n } players
}
editor-hosts-none = Hosts no game yet: see Problems
editor-hosts-hint = How many players can sit at this board: each needs room for the opening's settlements.
editor-not-saved = not saved yet
editor-unsaved-mark = unsaved changes
editor-kept-in-your-boards = kept in your boards
editor-kept-in-a-file = kept in a file of your own
editor-overwrite-text = Your boards already hold a board called “{ $name }”. Replace it?
editor-open-failed = “{ $name }” could not be opened: the file is not a board the game can read.
editor-robber = Robber start (R)
editor-undo = Undo
editor-redo = Redo
editor-save = Save
editor-save-draft = Save draft
editor-open = Open
editor-empty-sea = Empty sea
editor-shuffle = Shuffle
editor-seed = seed
editor-no-red-neighbours = no adjacent 6/8
editor-shuffle-all = Shuffle terrains and numbers
editor-balance = Balance
editor-numbers-vs-standard = numbers: this board / standard
editor-fair = Is this map fair?
editor-fair-players = Players
editor-fair-openings = Opening settlements
editor-fair-openings-varied = Varied
editor-fair-openings-varied-hint = Each opening settlement goes on one of the five best free corners, drawn per game: every corner a player would consider is judged, and a seat's figure is about the order, not one spot.
editor-fair-openings-own = The computers' own
editor-fair-openings-own-hint = The computers choose as they would at the table: on a fixed board the same corners every game, so a corner that decides the game shows in the seat that takes it.
editor-fair-test = Test this map
editor-fair-needs-playable = Fix the problems below first: only a playable board can be tested.
editor-fair-running = Playing game { $done } of { $total } (Esc stops)
editor-fair-balancing = Trying change { $done } of { $total } (Esc stops)
editor-fair-cancel = Stop
editor-fair-cancelled = Stopped: nothing was changed.
editor-fair-failed = The test could not finish (details on hover).
editor-fair-stale = The board changed since this test: test it again.
editor-fair-games = { $games } games of { $players } Medium computers, { $rounds } rounds on average
editor-fair-ordinal-1 = 1st seat
editor-fair-ordinal-2 = 2nd seat
editor-fair-ordinal-3 = 3rd seat
editor-fair-ordinal-4 = 4th seat
editor-fair-ordinal-5 = 5th seat
editor-fair-ordinal-6 = 6th seat
editor-fair-standard = standard board { $rate }
editor-fair-no-flags = Nothing stands out: every figure is within what the standard board gives.
editor-fair-heat = On the board: the corners opened on, red where their players won more often than an even share, blue where less; larger where opened on more often.
editor-fair-balance = Balance it
editor-fair-balance-hint = Look for swapped number tokens or harbours (never the shape) that bring the seats' wins closer, judged by more games.
editor-fair-proposal = { $swaps ->
    [one] Proposed: one swap of number tokens or harbours. The seats on other games, before and after:
   *[other] Proposed: { $swaps } swaps of number tokens or harbours. The seats on other games, before and after:
}
editor-fair-before = before
editor-fair-after = after
editor-fair-gap = Gap between the best and the worst seat: { $before } → { $after } points
editor-fair-accept = Accept
editor-fair-discard = Discard
editor-fair-no-better = No swap brought the seats closer: the board stays as it is.
editor-flag-seat-favoured = The { $seat } wins { $rate }: the start favours it (standard board: { $reference }).
editor-flag-seat-handicapped = The { $seat } wins { $rate }: the start is against it (standard board: { $reference }).
editor-flag-scarce = { $material }: { $pips } pips in all, the standard board has { $reference }: scarce.
editor-flag-plentiful = { $material }: { $pips } pips in all, the standard board has { $reference }: plentiful.
editor-flag-spot = Whoever opens at { $place } wins { $rate }: one spot decides too much (the standard board's best: { $reference }).
editor-flag-island = Island { $island } is settled in only { $rate } of the games.
editor-flag-long = Games last { $rounds } rounds on average (standard board: { $reference }): slow.
editor-flag-short = Games last { $rounds } rounds on average (standard board: { $reference }): quick.
editor-flag-unfinished = { $games } of { $of } games did not finish.
editor-problems = Problems
editor-no-problems = none: the board can be played
editor-problems-hint = red-rimmed tiles on the board; a draft can still be saved
editor-problem-no-tiles = The board has no land yet: paint tiles with the Land tools.
editor-problem-too-far = The ringed tile lies too far from the middle of the board: erase it.
editor-problem-duplicate-tile = Two tiles lie on the ringed place: erase one of them.
editor-problem-number-on-desert = The ringed desert has a number ({ $number }): a desert yields nothing. Take the number off with Number → “{ editor-none }”.
editor-problem-number-on-sea = The ringed sea tile has a number ({ $number }): the sea yields nothing. Take the number off with Number → “{ editor-none }”.
editor-problem-missing-number = The ringed land has no number: give it one with the Number tools.
editor-problem-number-seven = The ringed tile has a 7: a 7 moves the robber, so no tile carries it. Choose another number.
editor-problem-number-out-of-range = The ringed tile's number { $number } is not on any token (2 to 12): choose another number.
editor-problem-too-large = The board is too large to play: make it smaller.
editor-problem-not-connected = { $n ->
    [one] The ringed tile is cut off from the rest of the board.
   *[other] The ringed tiles are cut off from the rest of the board.
} Empty hexes are not sea: the board must be one piece of land and sea. Join them with land, or fill the gap with the “{ editor-sea-tile }” tool.
editor-problem-harbour-off-board = A harbour by the ringed place has no land tile: take it away with Harbour → “{ editor-remove }”.
editor-problem-harbour-inland = A harbour of the ringed tile is not on the coast (land on both sides): put it on a side facing the sea.
editor-problem-harbours-share-corner = Two harbours of the ringed tile touch at a corner: move one of them (harbours never share a corner).
editor-problem-robber-off-board = The robber stands where there is no land (ringed): put it on a tile with the “Robber start” tool.
editor-problem-robber-on-sea = The robber stands on the sea (ringed): put it on land with the “Robber start” tool.
editor-problem-harbour-on-sea = A harbour belongs to the ringed sea tile: harbours belong to land. Take it away with Harbour → “{ editor-remove }”.
editor-problem-no-robber = Put the robber on a tile with the “Robber start” tool (or add a desert).
editor-problem-too-small = { $n ->
    [one] The board is too small to play: it has room for the opening of only { $n } player, a game needs 2 (and the robber a second tile). Add land.
   *[other] The board is too small to play: it has room for the opening of only { $n } players, a game needs 2 (and the robber a second tile). Add land.
}
editor-problem-pirate-off-board = The pirate stands where there is no tile (ringed): put it on the sea with the “{ editor-pirate }” tool.
editor-problem-pirate-on-land = The pirate stands on land (ringed): the pirate sails the sea. Move it with the “{ editor-pirate }” tool.
editor-problem-island-not-land = The ringed place is marked as an island but is not land: mark land with “{ editor-home }” or “{ editor-island-points }”.
editor-problem-islands-overlap = The ringed land joins two marked islands: put a sea tile between them, or unmark one.
editor-problem-island-without-tiles = An island is marked without any land: mark it again with “{ editor-home }” or “{ editor-island-points }”.
editor-problem-too-many-islands = The board marks { $n } islands, at most 64 can be told apart: mark fewer.
editor-problem-no-room-for-opening = { $n ->
    [one] The home islands have room for the opening of only { $n } player, a game needs 2: mark more land with “{ editor-home }”.
   *[other] The home islands have room for the opening of only { $n } players, a game needs 2: mark more land with “{ editor-home }”.
}
editor-problem-points-to-win = { $n } points to win is not a goal: choose 3 to 30.
editor-problem-pirate-in-fog = The pirate stands on a face-down tile (ringed): the pirate sails the sea in sight. Move it with the “{ editor-pirate }” tool.
editor-problem-fog-off-board = A face-down tile lies where there is no tile (ringed): click it with the “{ editor-fog }” tool.
editor-problem-fog-not-sea = The ringed face-down tile is land: click it with the “{ editor-fog }” tool again to turn it over.
editor-problem-fog-stack-short = { $cards ->
    [one] { $n } tiles are face down but the fog's stack has only { $cards } tile to deal: turn fewer tiles face down.
   *[other] { $n } tiles are face down but the fog's stack has only { $cards } tiles to deal: turn fewer tiles face down.
}
editor-problem-fog-card = The fog's stack holds a tile that cannot be dealt: turn the face-down tiles over and back with the “{ editor-fog }” tool.
editor-problem-opening-settlements = The opening places 2 or 3 settlements, not { $n }.
editor-problem-village-number = A village's number must be one of the dice's (2–6, 8–12), not { $number }.
editor-problem-village-off-land = A village stands where there is no land (ringed).
editor-problem-village-settled = A village stands on an island people may settle (ringed): villages stand on islands nobody settles.
editor-problem-villages-share-corner = Two villages stand on the same corner (ringed).
editor-problem-cloth-per-point = The cloth per point must be at least 1.
editor-problem-cloth-end-below = { $n ->
    [one] The game must end when no village holds cloth: the end's figure is 1 here.
   *[other] The game ends when fewer villages than a figure from 1 to { $n } hold cloth.
}
editor-problem-gift-off-board = A gift of the tribe lies off the board (ringed).
editor-problem-gift-not-tribe = A gift of the tribe lies on an island people may settle (ringed): gifts lie on islands nobody settles.
editor-problem-gift-inland = A gift of the tribe lies on a side with no sea beside it (ringed): no ship could reach it.
editor-problem-gifts-share-side = Two gifts of the tribe lie on the same side (ringed).
editor-problem-gift-cards = { $n } gifts are development cards, more than a deck's 25.
editor-problem-gifts-with-fog = The tribe's gifts and fog cannot share a board.
editor-problem-max-players = A table of { $n } players is not one the game sets (2 to 6).
editor-problem-set-tiles = { $set ->
    [five-six] The 5–6 extension's set has { $want } land tiles, this board { $got }: add or erase land, or turn the check against the set off.
   *[standard] The standard set has { $want } land tiles, this board { $got }: add or erase land, or turn the check against the set off.
}
editor-problem-set-terrain = { $terrain }: this board has { $got } tiles, the { $set ->
    [five-six] 5–6 extension's
   *[standard] standard
} set { $want }.
editor-problem-set-numbers = The numbers differ from the { $set ->
    [five-six] 5–6 extension's
   *[standard] standard
} set's (see Balance: numbers).
editor-problem-set-harbours = { $kind } harbours: this board has { $got }, the { $set ->
    [five-six] 5–6 extension's
   *[standard] standard
} set { $want }.
editor-overwrite-title = Overwrite?
editor-overwrite = Overwrite
editor-unsaved = Unsaved changes
editor-unsaved-text = The board has unsaved changes.
editor-discard-changes = Discard them
editor-keep-editing = Keep editing
editor-bad-name = “{ $name }” cannot be a name in your boards: use letters, digits and '-'
editor-saved = Saved “{ $name }” in your boards.
editor-saved-draft = Saved “{ $name }” in your boards (a draft: it cannot be played yet).
editor-save-failed = could not save: { $error }
editor-name-it-first = Name your board first: type a name under “{ editor-name }” at the top.
editor-shipped-read-only = the boards shipped with the game are not written over: choose another name
editor-check-standard-set = Check against the standard set (19 tiles, 18 numbers, 9 harbours)
editor-check-five-six-set = Check against the 5–6 extension's set (30 tiles, 28 numbers, 11 harbours)
editor-check-set-hint = Off: any number of tiles, numbers and harbours (your own components)
boards-shipped = Shipped with the game
boards-own = Yours (in the data folder)
boards-none-yet = none yet
sound = Sound
mute = Mute
volume = Volume
first-game-hints = First-game hints
skip-special-build = Skip my special building phases (5–6 players) unless I ask to build
skip-special-build-about = In the 5–6 player extension, after each other player's turn you may build. With this on, that phase passes by itself unless you ticked 'Build in my next special building phase'.
build-in-next-special = Build in my next special building phase
help-rules = Rules
help-keys = Keys
help-goal-title = Winning
help-goal = The first player with { $points } victory points on their own turn wins. A settlement is worth 1 point, a city 2, a victory-point card 1; the longest road and the largest army are worth { $road } and { $army }.
help-turn-title = A turn
help-turn = Roll the dice. Every tile with the rolled number pays its material to each settlement (1 card) and city (2 cards) at its corners. Then trade and build as often as you can pay, and end the turn.
help-opening-title = The opening
help-opening = Each player places a settlement and a road, then a second settlement and road in reverse order. The second settlement pays one card from each tile it touches. A settlement needs every neighbouring corner empty; a road joins your own road or building.
help-seven-title = A seven and the robber
help-seven = On a 7 nothing is produced. Everyone holding more than { $limit } cards discards half (rounded down). The roller moves the robber to another tile and steals one random card from a player with a building there. The robber's tile produces nothing while it stands there.
help-cards-title = Development cards
help-cards = Knight: move the robber and steal (knights count for the largest army). Road building: two free roads. Year of plenty: any two materials from the bank. Monopoly: name a material; every other player gives you all of theirs. Victory point: 1 hidden point. At most one card is played per turn, and not one bought this turn (a victory point counts at once).
help-awards-title = Longest road and largest army
help-awards = The longest road: the first unbroken road of at least { $road-min } pieces; another player's building splits a road. The largest army: the first to play { $army-min } knights. Whoever later has more takes the award.
help-trade-title = Trading
help-trade = The bank trades { $bank } of one material for one of any other. A 3:1 harbour makes that 3:1 for every material, a 2:1 harbour 2:1 for its own material — for the owner of a settlement or city on it. On your turn you may also offer a trade to the other players (O): those who accept are listed and you choose one.
help-costs-title = Costs
hint-opening-settlement = Click a glowing corner for your settlement. Corners touching 6 and 8 (red numbers) and different materials pay best.
hint-opening-road = Click a glowing edge beside your new settlement for its road; point it toward free corners.
hint-roll = Your turn: roll the dice (R).
hint-main = Build with 1 / 2 / 3 or buy a card (B) when you can pay (see Costs), trade with the bank (T) or other players (O), then end the turn (E).
hint-discard = You hold too many cards on a 7: choose the half to give back.
hint-robber = Move the robber: click a tile (not its own), ideally one where a leader builds. You then steal a card from a player there.
hint-road-building = Place your two free roads on glowing edges.
hint-trade-confirm = Choose which player's acceptance to take, or cancel the offer.
hint-answer = Another player offers you a trade: accept or decline.
hide-hints = Hide hints
desert = desert
statistics = Statistics
stats-income = Income (cards produced)
stats-robber-and-trades = Robber and trades
stats-stole = stole
stats-robbed = robbed
stats-discarded = discarded
stats-bank = bank trades
stats-players = trades with players
stats-points = Points over the rounds
stats-nobody = nobody
stats-turn = round { $n }
stats-history = Finished games: { $n }
stats-no-history = No finished games yet.
stats-wins-of = { $won } of { $played } won
results = Results
show-results = Show the results
choose-give-and-get = Choose what to give and what to get
nothing-to-undo = Nothing to take back: only your own last build or bank trade, before anything else happens
log-took-back = { $who } took back: { $what }
undo = Undo
confirm-settlement = Place your settlement here?
confirm-road = Place your road here?
confirm-ship = Place your ship here?
confirm-city = Place your city here?
confirm = Confirm
choose-again = Choose again
discard-suggested = Suggested: the materials you hold most. Change it with − and +; Enter discards.

# Why an action is not possible now (a disabled button's tooltip), by the rule it breaks
why-bank-empty = The bank has none of that left.
why-bank-trade = That trade with the bank is not possible at your rates.
why-build-limit = No more builds this turn.
why-cannot-afford = You do not have the cards for it.
why-card-bought-this-turn = A card bought this turn cannot be played yet.
why-card-timing = That card cannot be played now.
why-chance = That outcome did not come from the dice or the deck.
why-city-on-own-settlement = A city replaces one of your own settlements.
why-deck-empty = No development cards are left.
why-discard-half = Discard exactly half of your cards.
why-distance-rule = Too close: every neighbouring corner must be empty.
why-edge-occupied = A road is already there.
why-game-over = The game is over.
why-hidden-victory-points = Victory-point cards count by themselves.
why-no-pieces = You have no pieces of that kind left.
why-no-player-trade = Trading between players is off in these rules.
why-no-road-spot = There is nowhere to place a road.
why-no-such-card = You do not have that card.
why-no-such-edge = There is no such edge.
why-no-such-face = There is no such tile.
why-needs-land = That place is at sea: settlements, roads and the robber go on land.
why-no-ships = This game has no ships: a Seafarers board or the seafarers rules bring them.
why-needs-sea = Ships sail the sea: that side has land on both sides.
why-pirate = The pirate is there: no ship is built or moved beside it.
why-ship-move = That ship cannot move: one move a turn, after the roll, from the open end of an open route, not a ship built this turn.
why-ship-none = You have no ships at sea.
why-ship-moved-already = One ship move a turn: a ship has moved already.
why-ship-built-this-turn = A ship built this turn sails from your next turn on.
why-ship-beside-pirate = The pirate is beside the ship at the open end of your route.
why-ship-closed-route = Only a ship at an open end of its route sails (an end without your building or another ship).
why-ship-no-free-side = The ship at the open end has no free side of sea to sail to.
why-gold-choice = Choose as many materials as the gold fields pay.
why-harbour-place = Place the tribe's harbour first: on a coastal side beside your settlement or city, with a side between it and any other harbour.
why-home-island = The opening is placed on the home islands; the others are reached by ship.
why-no-such-vertex = There is no such corner.
why-not-connected = It must join your own road or building.
why-not-your-turn = It is not your turn.
why-none-of-this-kind-now = None of these can be placed now.
why-offer-limit = No more offers this turn.
why-offer-repeated = You made that offer already this turn.
why-one-card-per-turn = Only one development card per turn.
why-opening-road = The opening road goes beside the settlement just placed.
why-phase = Not now: first finish what the game is waiting for.
why-robber-must-move = The robber must move to another tile.
why-robber-victim = Choose a player with a building on that tile.
why-trade-gift = A trade gives and gets something.
why-trade-partner = That player cannot take part in this trade.
why-trade-same-material = A trade swaps different materials.
why-vertex-occupied = That corner is taken.
why-year-of-plenty = Choose two materials the bank has.
stole-from = { $thief } ← { $victim }
notice-not-saved = This game will not be saved: the data folder does not take it.
notice-previous-kept = The unfinished game before this one was kept in Saved games.
notice-previous-damaged = The game saved before could not be read: it was put aside in the data folder.
kept-in-saved-games = Kept in Saved games (the menu).
could-not-save = Could not save: { $problem }

## Trading at the table (counter-offers, recipients, reasons)
you-give = You give
you-get = You get
they-give = { $name } gives
ask-players = Ask
counter = Counter…
counter-title = Your counter-offer to { $name }
send-counter = Send counter-offer
act-online = An online game's moves are played by its host.
act-not-your-move = { $who } cannot act now: it is { $actor }'s move.
act-no-offer = There is no offer for this seat to answer.
counter-invalid = A counter-offer gives and gets something, no material on both sides.
counter-not-held = You do not hold what the counter-offer gives.
counter-offers = Counter-offers
decline-all = Decline all
counter-from = { $name } gives { $give } for { $get }
take-counter = Take it
log-offers-to = { $who } offers { $give } for { $get } to { $to }
log-counters = { $who } counters: gives { $give } for { $get }
log-counter-not-taken = { $who } did not take { $other }'s counter-offer
# the player on turn took a counter-offer: the trade it made, one line
log-took-counter = { $who } took { $other }'s counter-offer: { $gave } → { $got }
log-declines-because = { $who } declines: { $why }
log-cannot-pay = { $who } declines automatically: cannot pay { $cards }
log-cannot-pay-own = { $who } (only you see this): declined for you, as you cannot pay { $cards }
log-accepts-because = { $who } accepts: { $why }
why-answer-near-win = you are { $left ->
    [one] one point
   *[other] { $left } points
} from winning
why-answer-leader = you lead by { $lead }
why-answer-near-win-them = { $who } is { $left ->
    [one] one point
   *[other] { $left } points
} from winning
why-answer-leader-them = { $who } leads it by { $lead }
why-answer-helps-them-more = it helps { $who } more
why-answer-completes-theirs = it would let { $who } build, and { $who } is ahead
why-answer-cannot-spare-them = it cannot spare what { $who } asks
why-answer-no-use = it does not bring a build nearer
why-answer-helps-you-more = it helps you more
why-answer-overpays = it would cost it more than the trade is worth to it
why-answer-helps = it brings a build nearer
why-answer-completes-yours = it would let you build, and you are ahead
why-answer-favourable = more cards than it gives, for ones it can spare
why-answer-favourable-counted = { $gets } cards for { $gives ->
    [one] one
   *[other] { $gives }
} it can spare
why-answer-cannot-spare = it cannot spare what you ask
why-answer-not-wanted = it does not want this trade
nobody-asked = Choose at least one player to ask.
bank-several = Give several materials at once: each group of your rate buys one card.
bank-trades-count = { $n ->
    [one] { $n } trade with the bank
   *[other] { $n } trades with the bank
}
## Pace and what happened
since-last-turn = Since your last turn
nothing-since = Nothing happened.
close = Close
dice-history = Rolls
new-entries = ▼ new entries
turn-of-name = { $name }'s turn

## The menu in plain words
level-custom = Custom…
level-custom-short = Custom
level-custom-about = A computer player from a file of your own (bred with catan evolve).
advanced = Advanced
rules-printed = Printed rules (5th edition)
rules-thesis = The thesis's variant (one build per turn and its other limits)
individual-file-hint = a bred player's file (.ron)
new-board = New board
counts-by-itself = counts by itself

## Reviewing a game
review = Review
review-game = Review the game
review-position = Step { $step } of { $steps } · { $round }
computing-chances = The engine is estimating each player's chances…
chances-failed = The chances could not be computed: { $problem }
win-chances = Chances of winning, round by round (click to jump)
chances-larger = Larger graph…
win-chances-title = Chances of winning (click to jump)
turning-points = Turning points
turning-point = { $round }: { $name } { $before } → { $after }
saved-games = Review a saved game
no-saved-games = No saved games yet.
saved-game-players = { $people ->
    [one] 1 person
   *[other] { $people } people
}, { $computers ->
    [one] 1 computer
   *[other] { $computers } computers
}
saved-game-won = { $name } won in round { $round }
saved-game-unfinished = unfinished
saved-game-own-board = a board of your own
play-through = Play
pause = Pause
hands-shown = Every hand is shown: the game is over.
hands-kept-unfinished = The game is not over: hands stay as they were shown during play.
turn = Turn
decisions-of = Compare the decisions of
computing-decisions = The search player is going through the decisions…
decision-here = Played: { $played } ({ $pv }) · the search player: { $best } ({ $bv }), ringed on the board
decision-here-noise = Played: { $played } ({ $pv }) · the search player: { $best } ({ $bv }) — no clear difference
better-moves = { $n } of { $of } decisions had a better move beyond the noise (the margin's 95 % interval above 0):
move-road = road at { $place }
move-settlement = settlement at { $place }
move-city = city at { $place }
move-build-ship = ship at { $place }
move-ship-to = ship moved to { $place }
move-robber = robber to { $place }
move-robber-rob = robber to { $place }, robbing { $victim }
move-end-turn = end the turn
move-roll = roll
move-buy-card = buy a development card
move-bank-trade = trade { $give } with the bank for { $get }
move-offer = offer { $give } for { $get }
move-knight = play a knight
move-discard = discard { $cards }
review-better = { $round }: { $played } → { $best }: +{ $margin } ({ $low } to { $high } points)
chance-axis = chance of winning
chance-rounds = rounds
chance-hover-seat = { $name }: { $points ->
    [one] { $points } point
   *[other] { $points } points
} · { $chance }
chance-how = The computers play the position out many times: what a player earns each roll counts as much as the points already won.
show-win-chances = Show the engine's win chances
show-win-chances-about = After every turn the engine estimates each player's chance of winning; with hidden hands only from what everyone can see.
win-chances-short = Chances

# online play
online-play = Play online
online-name = Your name
online-host = Host a game
online-host-about = Run the game on this computer for friends to join: the seats above (other people's seats wait for friends, computers play here). Give them the address and the room code.
online-port = port
online-port-invalid = a number from 1024 to 65535
online-address = Address
online-recent-hosts = Hosts you joined or hosted on before
online-room-code = Room code
online-seat-any = First free seat
online-join = Join
online-continue = Continue the online game { $room }
online-rejoin = Rejoin online
online-waiting-room = Online game
online-connecting = Connecting to { $url } …
online-room-is = Room code: { $room }
online-invite = Invite friends: send them this link (they paste it into Join).
online-invite-copy = Copy
online-invite-copied = Copied
invite-empty = Paste the link a friend sent you, or type the host's address and the room code.
invite-scheme = A link starts with catan://, ws:// or wss:// — “{ $what }” is neither a link nor an address.
invite-no-room = The link names no room: it should end in /room/ and a code of six letters and digits.
invite-code = “{ $what }” is not a room code: six letters and digits.
invite-no-host = The link names no host.
invite-port = “{ $what }” is not a port: a number from 1 to 65535.
online-reach-this-machine = This game listens on this computer only.
online-reach-asking = Asking your router to let friends in from the internet…
online-reach-public = Your router opened the port: friends anywhere can join by this link.
online-reach-local-link = Friends on this network (the same Wi-Fi) use this one:
online-reach-no-router = No router answered the request to open a port (UPnP may be switched off in its settings).
online-reach-refused = Your router refused to open port { $port }.
online-reach-refused-code = Your router refused to open port { $port } (error { $code }).
online-reach-no-address = Your router did not tell its internet address.
online-reach-behind-another = Your router's own internet address ({ $address }) is private: your provider's network stands between it and the internet, so no port can be opened from here.
online-reach-way-out = Friends on this network can join by the link. For friends elsewhere: forward TCP port { $port } to this computer ({ $address }) in your router's settings, or host the game on a server everyone can reach (its address under "or on a server" above; the README says how).
online-reach-not-asked = The router was not asked to open port { $port } (CATAN_UPNP=off): friends on this network can join by the link.
online-open-seat = waiting for a player…
online-ready = ready
online-away = lost connection
online-you = you
online-start-now = Start now
online-start-now-about = Computers (Medium) take the seats nobody has joined.
online-waiting-for-host = The game starts when every seat is taken and everyone is ready, or when the host starts it.
online-cannot-listen = This computer cannot host on { $address }: { $problem }
online-cannot-start-host = The game's host did not start: { $problem }
online-nothing-to-continue = There is no online game to continue.
online-host-not-found = No game answers at { $address }: check the address, and that the host's game is open.
online-version-mismatch = The host at { $address } runs another version of the game.
online-board-not-valid = The host plays a board this version of the game cannot play: { $problems }
online-left = You left the game.
online-connection-lost = The connection to the host was lost.
online-no-connection = This computer could not open a connection.
online-lost-for-good = The host at { $address } cannot be reached. Your seat is kept: "Continue the online game" in the menu tries again.
online-reconnecting = Connection lost — reconnecting…
online-leave = Leave
online-leave-title = Leave the game?
online-leave-host-about = You host this game: it goes on on this computer while the app stays open. Your friends play on (a computer may take your seat if you stay away long); "Continue the online game" in the menu brings you back. Quitting the app closes the game for everyone.
online-leave-guest-about = The game goes on without you (a computer may take your seat if you stay away long). "Continue the online game" in the menu brings you back to your seat.
online-leave-stay = Stay
online-leave-go = Leave for the menu
online-room-full = This room is full
online-no-such-room = There is no room with that code on this host
online-version = The host runs another version of the game
online-bad-token = This game cannot be continued from here: the host does not know this seat as yours (the game there has ended, or the seat was given to someone else). Ask the host for a new invitation.
online-server-full = The host has no room for another game
online-lost-waiting = { $who } lost connection — waiting { $secs } s, then a computer plays { $who }
online-lost = { $who } lost connection — waiting for { $who } to come back
online-back = { $who } is back
online-replaced = A computer plays { $who } from now on
online-server = or on a server:
online-server-about = Create the room on a `catan serve` everyone can reach instead of on this computer (its address, e.g. example.org:7373).
online-server-hint = (this computer)
online-not-ready = not ready yet
online-i-am-ready = I am ready
online-rejoined = Back at the table: { $round } (the latest moves are above)
online-public = List this game publicly
online-public-about = The game shows in this host's room list: anyone who connects to it can join a free seat or watch. Unlisted, only people with the link can come.
online-let-watch = Let people watch
online-let-watch-about = People may follow the game without playing: they see the board, the public cards, the log and the chat, never a hand.
online-rooms = Public rooms at this address
online-rooms-show = Show rooms
online-rooms-refresh = Refresh
online-rooms-asking = Asking the host for its rooms…
online-rooms-none = No public rooms are open at this address.
online-rooms-failed = The host's rooms could not be listed: { $why }
online-rooms-address-first = Type the host's address above first.
online-rooms-previous = ◀ Previous
online-rooms-next = Next ▶
online-rooms-next-about = The host's next { $n } rooms.
online-rooms-page = Page { $n }
online-room-free = { $free ->
    [0] no seat free
    [one] { $free } of { $seats } seats free
   *[other] { $free } of { $seats } seats free
}
online-room-playing = playing
online-room-watchers = { $count ->
    [one] { $count } watching
   *[other] { $count } watching
}
online-watch = Watch
online-watch-about = Follow this game without playing.
online-watching = You are watching this game: you see what every player may see, never a hand.
online-watching-short = Watching
online-watching-no-actions = Watchers do not play: there is no hand, no building, no trading and no cards here. The log and the chat follow the game.
online-stop-watching = Stop watching
online-stop-watching-about = Back to the menu; the game goes on without you.
online-no-watchers = This room does not take watchers
online-watcher-cannot-act = Watchers cannot play or write in the chat
online-too-fast = Asked too often: wait a few seconds and try again

## Seafarers
hint-gold = Gold: choose the materials your gold fields pay.
log-built-ship = { $who } built a ship: { $place }
log-moved-ship = { $who } moved a ship to: { $place }
log-took-gold = { $who } took { $cards } from gold
ship = Ship
move-ship = Move ship
place-a-ship = Place a ship
pick-a-ship-to-move = Click the ship to move (at the open end of a route)
pick-where-it-sails = Click where the ship sails
road-or-ship = A road or a ship?
gold-take-n = { $n ->
    [one] Gold: take { $n } card
   *[other] Gold: take { $n } cards
}
gold-suggested = Suggested: what your nearest build lacks. Change it with − and +.
take = Take
trade-route = Route
ships-left = { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
longest-trade-route = Longest trade route
cloth-held = { $n } cloth: { $points ->
        [one] 1 point
       *[other] { $points } points
    }
cloth-short = Cloth { $n }
village-island = village island
island-points = Islands +{ $n }
hint-opening-road-sea = Click a glowing edge beside your new settlement: a road on land, a ship on the sea (a coast asks which). Point it toward free corners or an island.
hint-main-sea = Build with 1 / 2 / 3, a ship with 4, move the ship at a route's open end with 5 (once a turn), buy a card (B), trade (T, O), then end the turn (E).
hint-robber-sea = Move the robber (click a land tile) or the pirate (click a sea tile): the pirate robs a player with a ship beside it and blocks ships there.
hint-road-building-sea = Place two free roads or ships (or one of each) on glowing edges.
seafarers-scenarios = Seafarers scenarios
scenario-points = { $n } points to win
scenario-island-points = { $n } points for each new island
scenario-gold = { $n ->
    [one] { $n } gold field
   *[other] { $n } gold fields
}
scenario-fog = { $n } tiles in fog
scenario-villages = { $n } villages with cloth
scenario-players = up to { $n } players
board-name-standard = Beginner layout
board-name-river-delta = River delta
board-name-extension-5-6 = 5–6 player island
board-name-new-shores = Heading for New Shores
board-name-four-islands = The Four Islands
board-name-fog-islands = The Fog Islands
board-name-through-the-desert = Through the Desert
board-name-cloth-for-catan = Cloth for Catan
board-name-cloth-for-catan-6 = Cloth for Catan (5–6 players)
board-name-forgotten-tribe = The Forgotten Tribe
board-name-four-islands-6 = The Six Islands
board-name-three = { $name } (3 players)
board-name-six = { $name } (5–6 players)
about-new-shores = the home island in the middle, small islands across the sea: reach them by ship for 2 points each.
about-four-islands = four islands, any of them open for the opening; settling another island pays 2 points.
about-fog-islands = the sea between the home islands lies in fog: sail into it to turn its tiles over (land pays a card).
about-through-the-desert = a desert strip splits the big island: settling past it and on the small islands pays points.
about-new-shores-3 = a smaller home island, three small islands across the sea for 2 points each.
about-four-islands-3 = four smaller islands, any of them open for the opening; settling another pays 2 points.
about-fog-islands-3 = the fog lies in a diagonal band between the two home islands; land turned over pays a card.
about-through-the-desert-3 = a desert strip splits the big island; past it and on three small islands, points.
about-cloth-for-catan = three opening settlements, the third pays its cards; the villages on the small islands sell cloth: reach one by ship to trade, 2 cloth a point; it ends when fewer than 4 villages have cloth.
about-cloth-for-catan-3 = the same islands and villages for three players: ship to a village to trade its cloth, 2 cloth a point.
about-cloth-for-catan-6 = the wider layout for five or six players: twelve villages on six small islands, 2 cloth a point.
about-forgotten-tribe = the tribe's small islands lie round the main island: the first ship onto a marked side takes its gift — a point, a development card or a harbour.
about-forgotten-tribe-3 = the same islands and gifts for three players: sail to the tribe's sides for points, cards and harbours.
about-forgotten-tribe-6 = the longer main island for five or six players, more gifts round it.
about-new-shores-6 = a larger home island for five or six, small islands all round for 2 points each.
about-four-islands-6 = six islands, any of them open for the opening; settling another island pays 2 points.
about-fog-islands-6 = a wide home island; the fog lies in an arc to the south with two gold corners beyond it.
about-through-the-desert-6 = a desert strip splits the big island: past it and on the small islands, points.
log-moved-pirate = { $who } moved the pirate to the sea by { $place }
log-moved-pirate-beside-ship = { $who } moved the pirate beside { $victim }'s ship
log-moved-pirate-open-sea = { $who } moved the pirate out to the open sea
log-longest-trade-route = { $who } takes the longest trade route
log-revealed = { $who } turned over a fog tile: { $what }
log-island-settled = { $who } settled a new island: +{ $n } points
log-cloth-trade = { $who } reached a village and trades with it{ $n ->
        [0] {""}: it has no cloth left
       *[other] : +{ $n } cloth
    }
log-cloth-paid = A village pays cloth to { $who }{ $supply ->
        [0] {""}
        [one] {""} (1 from the general supply)
       *[other] {""} ({ $supply } from the general supply)
    }
log-cloth-stolen = { $thief } took a cloth from { $victim_seat ->
       *[any] { $victim }
    }
log-cloth-ended = { $n ->
        [one] Only one village still holds cloth: the game ends
       *[other] Only { $n } villages still hold cloth: the game ends
    }
at-sea = the open sea
place-coast = { $place } · the coast
place-harbour-generic = { $place } · the 3:1 harbour
place-harbour = { $place } · the 2:1 { $resource } harbour
place-tile-where = { $tile } ({ $where })
place-centre = centre
place-north = north
place-north-east = north-east
place-east = east
place-south-east = south-east
place-south = south
place-south-west = south-west
place-west = west
place-north-west = north-west
islands = Islands
# the game-over ranking's column of points from cloth (Cloth for Catan)
results-cloth = Cloth
help-seafarers = Seafarers
help-sea-goal-title = This scenario
help-sea-goal = { $scenario }: the first player with { $points } victory points on their own turn wins. Everything of the base game holds; the sea adds what follows.
help-sea-ships-title = Ships (key 4)
help-sea-ships = A ship costs 1 wood and 1 sheep; each player has 15. It goes on a side with sea on at least one side, joined to your own ship, settlement or city. A road and a ship meet only at your own settlement or city. In the opening your road may be a ship; Road Building gives two roads, two ships or one of each.
help-sea-move-title = Moving a ship (key 5)
help-sea-move = Once a turn, after the roll, you may move the ship at the open end of a route (not one built this turn, not one beside the pirate) to any side where you could build a ship. A route between two of your settlements or cities is closed: its ships stay.
help-sea-route-title = The longest trade route
help-sea-route = Roads and ships count together, joined only at your own settlements and cities: the first unbroken route of at least { $min } pieces takes the award ({ $points } points).
help-sea-pirate-title = The pirate
help-sea-pirate = On a 7 or a knight you move the robber (to land) or the pirate (to a sea tile) and steal from a player with a building beside the robber, or a ship beside the pirate. No ship may be built or moved on the pirate's sides.
help-sea-gold-title = Gold fields
help-sea-gold = A gold field pays any material you choose: one per settlement, two per city (a dialog asks after the roll).
help-sea-islands-title = New islands
help-sea-islands = Your first settlement on an island the scenario marks pays its points at once (shown in the player rows), once per island and player.
help-sea-fog-title = Fog
help-sea-fog = Tiles in fog lie face down until a road or ship of yours reaches a corner of one — built there, or a ship moved there (moving a ship beside the fog turns it over too): it turns over, and land pays you one card of its material (gold: your choice).
help-sea-cloth-title = Cloth for Catan
help-sea-cloth = Each player places three settlements in the opening; the third pays the starting cards. The villages on the small islands in the middle hold cloth (nobody settles there, and the robber never goes there): they are drawn pale, marked "village island", with no number; their villages trade cloth. When your ships join one of your settlements or cities to a village, you trade with it: it gives you 1 cloth at once, and 1 more whenever its number is rolled while it has cloth (the player on turn first; the general supply tops up a village that runs short). That route is closed: its ships stay. Every 2 cloth is a victory point. Only a player who trades with a village may move the pirate; the robber or the pirate may take a cloth instead of a card. There is no longest trade route. At the end of a turn when fewer than 4 villages still hold cloth, the game ends: the most points win, a tie goes to the most cloth.
stats-ships = Ships built
stats-moves = Ships moved
stats-islands = Islands
stats-gold = Gold taken
editor-ships = Ships and the pirate
editor-ships-hint = A Seafarers board: ships sail its sea, the pirate sails it too, and it may mark home islands, islands that pay points and fog.
editor-sea-tile = Sea tile
editor-fog = Fog
editor-fog-hint = Click a tile to turn it face down (its terrain and number go into the fog's stack); click again to turn it back.
editor-home = Home island
editor-home-hint = Click land: the opening may be placed on that island (when any island is marked, only on marked ones).
editor-island-points = Island points
editor-island-points-hint = Click land: a first settlement on that island pays 0, 1, 2 or 3 points (each click adds one).
editor-pirate = Pirate start
editor-points-to-win = Points to win
