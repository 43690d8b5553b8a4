## cityknights browser client: English catalog.
## Every string the client shows is here. Placeholders: $name (a seat's name), $count
## (numbers, with plural selectors), $who (self: the reader did it; target: it was done to
## the reader; other: someone else).

app-title = Cities & Knights
you = you
seat-0 = Red
seat-1 = Blue
seat-2 = Orange
seat-3 = Green
seat-nobody = nobody
seat-you = { $name } (you)

## Cards
card-lumber = Lumber
card-brick = Brick
card-wool = Wool
card-grain = Grain
card-ore = Ore
card-paper = Paper
card-cloth = Cloth
card-coin = Coin
card-count = { $count } { $card }
cards-none = nothing
taken-from = { $who ->
    [self] { $count } from you
   *[other] { $count } from { $name }
 }
taken-nobody = nothing from anyone

terrain-forest = Forest
terrain-hills = Hills
terrain-pasture = Pasture
terrain-fields = Fields
terrain-mountains = Mountains
terrain-desert = Desert

dev-knight = Knight
dev-victory_point = Victory Point
dev-road_building = Road Building
dev-year_of_plenty = Year of Plenty
dev-monopoly = Monopoly

event-ship = barbarian ship
event-trade = yellow gate
event-politics = blue gate
event-science = green gate

track-trade = Trade
track-politics = Politics
track-science = Science
deck-yellow = yellow (trade)
deck-blue = blue (politics)
deck-green = green (science)

improvement-market = Market
improvement-trading_house = Trading House
improvement-merchant_guild = Merchant Guild
improvement-bank = Bank
improvement-great_exchange = Great Exchange
improvement-town_hall = Town Hall
improvement-church = Church
improvement-fortress = Fortress
improvement-cathedral = Cathedral
improvement-high_assembly = High Assembly
improvement-abbey = Abbey
improvement-library = Library
improvement-aqueduct = Aqueduct
improvement-theater = Theater
improvement-university = University
ability-trade = Level 3: trade 2 of one commodity for any 1 card with the bank.
ability-politics = Level 3: knights may be promoted to mighty.
ability-science = Level 3: when a roll gives you nothing, take a resource of your choice.

## Progress cards: names and texts
progress-alchemist = Alchemist
progress-crane = Crane
progress-engineer = Engineer
progress-inventor = Inventor
progress-irrigation = Irrigation
progress-medicine = Medicine
progress-mining = Mining
progress-printer = Printer
progress-road_building = Road Building
progress-smith = Smith
progress-bishop = Bishop
progress-constitution = Constitution
progress-deserter = Deserter
progress-diplomat = Diplomat
progress-intrigue = Intrigue
progress-saboteur = Saboteur
progress-spy = Spy
progress-warlord = Warlord
progress-wedding = Wedding
progress-commercial_harbor = Commercial Harbor
progress-master_merchant = Master Merchant
progress-merchant = Merchant
progress-merchant_fleet = Merchant Fleet
progress-resource_monopoly = Resource Monopoly
progress-trade_monopoly = Trade Monopoly
progress-text-alchemist = Before rolling: choose the results of both number dice.
progress-text-crane = This turn, one city improvement costs 1 commodity less.
progress-text-engineer = Build a city wall for free.
progress-text-inventor = Swap two number tokens (not 2, 12, 6 or 8).
progress-text-irrigation = Take 2 grain for each fields hex next to your cities and settlements.
progress-text-medicine = Upgrade a settlement to a city for 2 ore and 1 grain.
progress-text-mining = Take 2 ore for each mountains hex next to your cities and settlements.
progress-text-printer = 1 victory point, shown at once.
progress-text-road_building = Build 2 roads for free.
progress-text-smith = Promote up to 2 of your knights for free.
progress-text-bishop = Move the robber and take a card from each player beside it.
progress-text-constitution = 1 victory point, shown at once.
progress-text-deserter = An opponent removes a knight; you may place one of equal strength.
progress-text-diplomat = Remove an open road; if it is yours, build it again elsewhere.
progress-text-intrigue = Displace an opponent's knight that touches your road.
progress-text-saboteur = Each player with as many points as you or more discards half their cards.
progress-text-spy = Look at an opponent's progress cards and take one.
progress-text-warlord = Activate all your knights for free.
progress-text-wedding = Each player with more points gives you 2 cards of their choice.
progress-text-commercial_harbor = Offer each opponent a resource for one of their commodities.
progress-text-master_merchant = Look at the hand of a player with more points and take 2 cards.
progress-text-merchant = Place the merchant by your city or settlement: 2:1 for that hex's resource, and 1 point.
progress-text-merchant_fleet = This turn, trade one card kind of your choice 2:1 with the bank.
progress-text-resource_monopoly = Each opponent gives you up to 2 of the resource you name.
progress-text-trade_monopoly = Each opponent gives you 1 of the commodity you name.
why-not-turn = Playable only on your turn.
why-not-alchemist = Playable only before you roll.
why-not-roll-first = Roll the dice first.
why-not-busy = Finish the current decision first.
why-not-vp = A victory point card: it counts by itself.
why-not-no-target = Nothing to play it on now.

## Board
board-label = The island
robber-label = The robber
piece-building = { $kind ->
    [city] { $metropolis ->
        [yes] City of { $name } with a metropolis
       *[no] { $wall ->
            [yes] City of { $name } with a wall
           *[no] City of { $name }
        }
    }
   *[settlement] Settlement of { $name }
 }
piece-knight = { $active ->
    [yes] Knight of { $name }, level { $level }, active
   *[no] Knight of { $name }, level { $level }, inactive
 }
merchant-label = The merchant of { $name }
harbor-generic = Harbor: 3 of one kind for 1
harbor-resource = Harbor: 2 { $card } for 1
harbor-rate-generic = 3:1
harbor-rate-resource = 2:1
target-hex = { $terrain } { $number }
target-edge = Path by { $place }
target-vertex = Intersection by { $place }
target-vertex-id = Intersection { $id }
target-coast = the sea
barbarians-label = Barbarian ship
barbarians-track = Barbarians { $position } of 7
barbarians-strength = Barbarian strength { $cities }
knights-strength = Knights { $knights }
dice-label = Dice: { $white } and { $red }
dice-event = Event die: { $event }

## Panels
hand-title = Your hand
hand-empty = No cards
dev-title = Development cards
dev-new = { $card } (new this turn)
deadline = { $seconds ->
    [one] 1 second left
   *[other] { $seconds } seconds left
 }
hand-count = { $count ->
    [one] 1 card
   *[other] { $count } cards
 }
discard-limit = Hand limit: { $limit }
progress-title = Progress cards
progress-empty = No progress cards
progress-play = Play { $card }
chart-title = City improvements
chart-level = Level { $level }
chart-cost = { $count ->
    [one] 1 { $commodity }
   *[other] { $count } { $commodity }
 }
chart-metropolis = Metropolis: { $name }
chart-metropolis-none = Metropolis: free
players-title = Players
player-vp = { $count ->
    [one] 1 point
   *[other] { $count } points
 }
player-vp-secret = { $count } points ({ $secret } in your hand)
player-cards = { $count ->
    [one] 1 card
   *[other] { $count } cards
 }
player-progress = { $count ->
    [one] 1 progress card
   *[other] { $count } progress cards
 }
player-knights = Knights { $count }
player-road = Road { $count }
player-defender = { $count ->
    [one] 1 Defender point
   *[other] { $count } Defender points
 }
player-improvements = Trade { $trade } · Politics { $politics } · Science { $science }
badge-longest-road = Longest road
badge-largest-army = Largest army
badge-turn = Turn
badge-bot = Bot
badge-away = Away (a bot plays)
badge-to-act = To act
log-title = Game log
log-label = Game log
bank-title = Bank
turn-counter = Turn { $turn }
turn-setup = Setup
vp-target = { $count } points to win
chat-label = Chat message to the table
chat-placeholder = Say something…
chat-send = Send
chat-refused-chat_empty = Type a message first.
chat-refused-chat_too_long = Not sent: { $length } characters, at most { $limit }.
chat-refused-rate_limited = Not sent: too many messages at once; try again in { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
 }.

## Actions
action-roll = Roll dice
action-end_turn = End turn
action-build_road = Road
action-build_settlement = Settlement
action-build_city = City
action-build_wall = City wall
action-build_knight = Knight
action-activate_knight = Activate knight
action-promote_knight = Promote knight
action-move_knight = Move knight
action-displace_knight = Displace knight
action-chase_robber = Chase robber
action-improve_city = Improve city
action-bank_trade = Bank trade
action-offer_trade = Offer trade
action-accept_trade = Accept
action-reject_trade = Reject
action-confirm_trade = Trade with…
action-cancel_trade = Cancel offer
action-move_robber = Move robber
action-discard = Discard
action-relocate_knight = Relocate knight
action-place_metropolis = Place metropolis
action-pillage_city = Choose city
action-choose_deck = Choose deck
action-discard_progress = Discard card
action-aqueduct = Take a resource
action-decline_aqueduct = Take nothing
action-surrender_knight = Give up knight
action-place_deserter = Place knight
action-skip = Skip
action-harbor_offer = Offer
action-give_commodity = Give commodity
action-take_progress = Take card
action-take_card = Take card
action-give_card = Give card
action-buy_dev = Buy card
action-play_knight = Play knight
action-play_road_building = Play Road Building
action-play_year_of_plenty = Play Year of Plenty
action-play_monopoly = Play Monopoly
action-cancel = Cancel
action-close = Close
action-other = { $kind }
shortcut-hint = Keys: R roll, E end turn, Esc cancel, 1–9 choose
mute = Mute sounds
unmute = Sounds on

## What to choose next (a parameter of the selected action)
param-edge = Choose a path on the board.
param-vertex = Choose an intersection on the board.
param-hex = Choose a hex on the board.
param-card = Choose a card.
param-give = Give which card?
param-get = Get which card?
param-first = Choose the first.
param-second = Choose the second.
param-seat = Choose a player.
param-victim = Choose a player.
param-opponent = Choose an opponent.
param-partner = Trade with whom?
param-track = Choose a track.
param-progress = Choose a progress card.
param-die = Choose a number.
param-event = Choose an event.
param-dev = Choose a development card.
param-cards = Choose cards.
param-knight = Choose one of your knights.
param-to = Choose where it goes.
param-white = White die result
param-red = Red die result
param-none = No second knight
param-nobody = Nobody
param-rate = { $card } ({ $rate }:1)
param-card-held = { $card } (you hold { $count })
die-face = { $value }

## Decisions: dialog titles, by context
context-main = Your turn
context-pre_roll = Roll the dice
context-setup_settlement = Place a settlement
context-setup_city = Place a city
context-setup_road = Place a road
context-discard = { $count ->
    [one] Discard 1 card
   *[other] Discard { $count } cards
 }
context-robber = Move the robber
context-free_road = Build a free road
context-trade_answer = A trade offer
context-trade_confirm = Answers to your offer
context-relocate = Move your displaced knight
context-metropolis = Place your metropolis
context-pillage = The barbarians take one of your cities
context-defender_deck = Choose a progress deck
context-progress_discard = You hold too many progress cards: discard one
context-aqueduct = Aqueduct: take a resource
context-desert = Deserter: give up one of your knights
context-deserter_place = Deserter: place your new knight
context-diplomat_rebuild = Diplomat: build your road again
context-spy = Spy: take one progress card
context-wedding = { $count ->
    [one] Wedding: give 1 card
   *[other] Wedding: give { $count } cards
 }
context-commercial_harbor = Commercial Harbor: offer a resource
context-harbor_answer = Commercial Harbor: give a commodity for { $card }
context-master_merchant = Master Merchant: take a card
context-over = The game is over
context-dice = Dice
context-steal = Stealing
waiting-for = Waiting for { $name }
your-decision = Your decision
offer-shows = { $name } offers { $give } for { $get }
offer-you = You offer { $give } for { $get }
offer-accepted = Accepted by { $names }
peek-progress = { $name } holds: { $cards }
peek-hand = { $name } holds: { $cards }

## Trade builder
trade-title = Offer a trade
trade-give = You give
trade-get = You get
trade-send = Send offer
trade-more = One more { $card }
trade-less = One less { $card }

## Events (docs/events.md)
ev-chat = { $name }: { $text }
spectator = Spectator
ev-turn_started = { $who ->
    [self] Your turn ({ $turn })
   *[other] { $name }'s turn ({ $turn })
 }
ev-turn_ended = { $name } ended the turn.
ev-dice_rolled = { $who ->
    [self] You rolled { $white } + { $red } = { $total }.
   *[other] { $name } rolled { $white } + { $red } = { $total }.
 }
ev-dice_rolled-ck = { $who ->
    [self] You rolled { $white } + { $red } = { $total }, and the { $event }.
   *[other] { $name } rolled { $white } + { $red } = { $total }, and the { $event }.
 }
ev-produced = { $count ->
    [0] A { $total }: nobody produced.
   *[other] A { $total }: { $got }.
 }
produced-seat = { $who ->
    [self] you got { $cards }
   *[other] { $name } got { $cards }
 }
ev-starting_resources = { $who ->
    [self] You got { $cards } to start.
   *[other] { $name } got { $cards } to start.
 }
ev-discarded = { $who ->
    [self] You discarded { $card }.
   *[other] { $name } discarded { $card }.
 }
ev-robber_moved = { $who ->
    [self] You moved the robber; you rob { $victim_name }.
    [target] { $name } moved the robber and robs you.
   *[other] { $name } moved the robber; { $victim_name } is robbed.
 }
ev-robber_moved_nobody = { $who ->
    [self] You moved the robber.
   *[other] { $name } moved the robber.
 }
ev-robber_moved_bishop = { $who ->
    [self] You moved the robber; you rob { $victims }.
   *[other] { $name } moved the robber and robs { $victims }.
 }
ev-stole = { $who ->
    [self] You stole { $card } from { $victim_name }.
    [target] { $name } stole { $card } from you.
   *[other] { $name } stole a card from { $victim_name }.
 }
ev-robber_activated = The robber wakes up.
ev-game_over = { $who ->
    [self] You win with { $vp } points!
   *[other] { $name } wins with { $vp } points.
 }
ev-game_over-none = The game ends without a winner (turn limit).
ev-road_built = { $who ->
    [self] You built a road.
   *[other] { $name } built a road.
 }
ev-settlement_built = { $who ->
    [self] You built a settlement.
   *[other] { $name } built a settlement.
 }
ev-city_built = { $who ->
    [self] You built a city.
   *[other] { $name } built a city.
 }
ev-longest_road = { $who ->
    [self] You hold the longest road ({ $length }).
   *[other] { $name } holds the longest road ({ $length }).
 }
ev-longest_road-none = Nobody holds the longest road now.
ev-largest_army = { $who ->
    [self] You hold the largest army ({ $knights }).
   *[other] { $name } holds the largest army ({ $knights }).
 }
ev-largest_army-none = Nobody holds the largest army now.
ev-dev_bought = { $who ->
    [self] You bought a development card: { $card }.
   *[other] { $name } bought a development card.
 }
ev-dev_played = { $who ->
    [self] You played { $card }.
   *[other] { $name } played { $card }.
 }
ev-year_of_plenty = { $name } took { $cards } from the bank.
ev-monopoly = { $name } played Monopoly on { $card }: { $taken }.
ev-bank_trade = { $who ->
    [self] You traded { $count } { $give } for 1 { $get } with the bank.
   *[other] { $name } traded { $count } { $give } for 1 { $get } with the bank.
 }
ev-trade_offered = { $who ->
    [self] You offer { $give } for { $get }.
   *[other] { $name } offers { $give } for { $get }.
 }
ev-trade_answered = { $who ->
    [self] { $accepted ->
        [yes] You accepted the offer.
       *[no] You declined the offer.
    }
   *[other] { $accepted ->
        [yes] { $name } accepted the offer.
       *[no] { $name } declined the offer.
    }
 }
ev-trade_closed = { $who ->
    [self] You traded with { $partner }.
    [target] { $name } traded with you.
   *[other] { $name } traded with { $partner }.
 }
ev-trade_cancelled = { $who ->
    [self] Your offer is closed with no trade.
   *[other] { $name }'s offer is closed with no trade.
 }
ev-barbarians_advanced = The barbarians sail on ({ $position } of 7).
ev-barbarians_repelled = { $who ->
    [self] The barbarians are repelled ({ $knights } against { $cities }): you are the Defender of Catan!
   *[other] The barbarians are repelled ({ $knights } against { $cities }): { $name } is the Defender of Catan.
 }
ev-barbarians_repelled-tie = The barbarians are repelled ({ $knights } against { $cities }); { $tied } each draw a progress card.
ev-barbarians_won = The barbarians win ({ $knights } against { $cities }); { $losers } lose a city.
ev-city_pillaged = { $who ->
    [self] The barbarians reduced your city to a settlement.
   *[other] The barbarians reduced a city of { $name } to a settlement.
 }
ev-defender_deck_chosen = { $who ->
    [self] You draw from the { $track } deck.
   *[other] { $name } draws from the { $track } deck.
 }
ev-defender_deck_empty = Every progress deck is empty: { $name } draws nothing.
ev-wall_built = { $who ->
    [self] You built a city wall.
   *[other] { $name } built a city wall.
 }
ev-knight_built = { $who ->
    [self] You raised a knight.
   *[other] { $name } raised a knight.
 }
ev-knight_activated = { $who ->
    [self] You activated a knight.
   *[other] { $name } activated a knight.
 }
ev-knight_promoted = { $who ->
    [self] You promoted a knight to level { $level }.
   *[other] { $name } promoted a knight to level { $level }.
 }
ev-knight_moved = { $who ->
    [self] You moved a knight.
   *[other] { $name } moved a knight.
 }
ev-knight_displaced = { $who ->
    [self] Your knight was displaced.
   *[other] A knight of { $name } was displaced.
 }
ev-knight_relocated = { $who ->
    [self] You moved your displaced knight.
   *[other] { $name } moved a displaced knight.
 }
ev-knight_returned = { $who ->
    [self] Your displaced knight had nowhere to go and came back to you.
   *[other] A displaced knight of { $name } came back to its owner.
 }
ev-knight_deserted = { $who ->
    [self] Your knight deserted.
   *[other] A knight of { $name } deserted.
 }
ev-robber_chased = { $who ->
    [self] Your knight chased the robber away.
   *[other] A knight of { $name } chased the robber away.
 }
ev-city_improved = { $who ->
    [self] You improved your cities: { $improvement } ({ $track } { $level }).
   *[other] { $name } built the { $improvement } ({ $track } { $level }).
 }
ev-metropolis_placed = { $who ->
    [self] You placed the { $track } metropolis.
   *[other] { $name } placed the { $track } metropolis.
 }
ev-metropolis_lost = { $who ->
    [self] You lost the { $track } metropolis.
   *[other] { $name } lost the { $track } metropolis.
 }
ev-aqueduct = { $who ->
    [self] The Aqueduct gives you { $card }.
   *[other] The Aqueduct gives { $name } { $card }.
 }
ev-aqueduct_declined = { $name } took nothing from the Aqueduct.
ev-progress_drawn = { $who ->
    [self] { $known ->
        [yes] You drew { $card } from the { $deck } deck.
       *[no] You drew a card from the { $deck } deck.
    }
   *[other] { $name } drew a progress card from the { $deck } deck.
 }
ev-progress_vp_revealed = { $name } drew the { $card }: 1 point.
ev-progress_discarded = { $who ->
    [self] You discarded { $card }.
   *[other] { $name } discarded a progress card.
 }
ev-progress_taken = { $who ->
    [self] You took { $card } from { $victim_name }.
    [target] { $name } took { $card } from you.
   *[other] { $name } took a progress card from { $victim_name }.
 }
ev-card_given = { $who ->
    [self] You gave { $card } to { $to_name }.
    [target] { $name } gave you { $card }.
   *[other] { $name } gave a card to { $to_name }.
 }
ev-card_taken = { $who ->
    [self] You took { $card } from { $victim_name }.
    [target] { $name } took { $card } from you.
   *[other] { $name } took a card from { $victim_name }.
 }
ev-harbor_trade = { $who ->
    [self] You gave { $opponent_name } { $gave } for { $got }.
    [target] { $name } gave you { $gave } for your { $got }.
   *[other] { $name } gave { $opponent_name } { $gave } for { $got }.
 }
ev-harbor_void = { $opponent_name } has no commodity to give.
ev-skipped = { $who ->
    [self] You skipped: { $decision }.
   *[other] { $name } skipped: { $decision }.
 }
ev-progress_played = { $who ->
    [self] You played { $card }.
   *[other] { $name } played { $card }.
 }
ev-played-alchemist = { $name } played the Alchemist: { $white } and { $red }.
ev-played-irrigation = { $name } played Irrigation and took { $cards }.
ev-played-mining = { $name } played Mining and took { $cards }.
ev-played-merchant_fleet = { $name } played the Merchant Fleet: { $named } at 2:1 this turn.
ev-played-resource_monopoly = { $name } played Resource Monopoly on { $named }: { $taken }.
ev-played-trade_monopoly = { $name } played Trade Monopoly on { $named }: { $taken }.
ev-played-saboteur = { $name } played the Saboteur: { $victims } discard half their cards.
ev-played-wedding = { $name } played the Wedding: { $givers } give cards.
ev-played-spy = { $who ->
    [target] { $name } played the Spy on you.
   *[other] { $name } played the Spy on { $victim_name }.
 }
ev-played-deserter = { $who ->
    [target] { $name } played the Deserter on you.
   *[other] { $name } played the Deserter on { $victim_name }.
 }
ev-played-master_merchant = { $who ->
    [target] { $name } played the Master Merchant on you.
   *[other] { $name } played the Master Merchant on { $victim_name }.
 }

## Errors (server codes, docs/protocol.md)
error-stale_version = The game moved on before your move arrived; the board is up to date now.
error-illegal_action = That move is not allowed: { $reason }
error-not_your_turn = It is not your turn.
error-bad_action = That move could not be read: { $reason }
error-game_over = The game is over.
error-spectator = You are watching this game.
error-bad_token = This seat link is not valid.
error-rate_limited = Too many messages; wait a moment.
error-malformed = The server could not read a message: { $detail }
error-too_large = A message was too large.
error-hello_first = Connection not ready.
error-already_joined = Already connected.
error-unsupported_protocol = This page is out of date; reload it.
error-binary_frame = The server refused a message.
error-chat_empty = Empty message.
error-chat_too_long = The message is too long.
error-unavailable = The server could not save your move; try again.
error-closing = { $reason ->
    [replaced] This seat was opened in another window.
    [shutdown] The server is restarting; reconnecting…
    [no_such_game] This game does not exist.
    [no_hello] The connection was not set up in time; reconnecting…
   *[other] The server closed the connection.
 }
error-bad_request = The server refused: { $detail }
error-no_such_game = No such game.
error-no_open_seat = No open seat in this game.
error-not_finished = The game is not finished yet.
error-bad_version = The server refused: { $detail }
error-no_client = The web client is not installed on this server.
error-network = The server cannot be reached.
error-unknown = Error: { $code }
connection-lost = Connection lost. Reconnecting…
connection-connecting = Connecting…

## Lobby
lobby-title = Cities & Knights
lobby-tagline = Catan with Cities & Knights, against bots and friends.
lobby-quick = Play against 3 bots
lobby-create = Create a game
lobby-expansion = Game
expansion-ck = Cities & Knights
expansion-base = Base game
lobby-seats = Players
lobby-seat = Seat { $n }
seat-kind-human = Human
seat-kind-random = Bot: random
seat-kind-heuristic = Bot: heuristic
seat-kind-mcts = Bot: strong (search)
lobby-vp = Points to win
lobby-discard = Discard limit
lobby-friendly = Friendly robber
lobby-timer = Turn timer (seconds, empty: none)
lobby-public = Listed in the lobby
lobby-name = Name
lobby-start = Create
lobby-links = Seat links
lobby-copy = Copy link
lobby-copied = Copied
lobby-open = Open seat
lobby-waiting = Waiting for players
lobby-live = Being played
lobby-finished = Finished
lobby-none = None
lobby-join = Join
lobby-watch = Watch
lobby-replay = Replay
lobby-refresh = Refresh
lobby-game-row = { $name } · { $players } players · { $version ->
    [one] 1 move
   *[other] { $version } moves
 }
lobby-game-unnamed = Game { $id }
lobby-winner = Winner: { $name }
back-to-lobby = Lobby
spectating = Watching

## Game over
over-title = Game over
over-winner = { $who ->
    [self] You win!
   *[other] { $name } wins
 }
over-points = Points by source
over-dice = Dice rolled
over-dice-expected = expected
over-dice-rolled = rolled
over-cards = Cards gained and lost
over-gained = gained
over-lost = lost
over-progress = Progress cards played
over-table = Table
over-chart = Chart
over-col-total = Total
over-source-buildings = Buildings
over-source-metropolis = Metropolises
over-source-defender = Defender
over-source-progress = Progress cards
over-source-road = Longest road
over-source-merchant = Merchant
over-source-total = Total
over-replay = Watch the replay
over-dice-row = { $total }: { $count } (expected { $expected })

## Replay viewer
replay-title = Replay
replay-step = Move { $version } of { $last }
replay-back = Back one move
replay-next = Next move
replay-back-turn = Back one turn
replay-next-turn = Next turn
replay-play = Play
replay-pause = Pause
replay-start = Start
replay-end = End
