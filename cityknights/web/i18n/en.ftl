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
seat-4 = Brown
seat-5 = Purple
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
dice-rolled-by = { $who ->
    [self] You rolled { $total }
   *[other] { $name } rolled { $total }
 }
# Under the dice while they tumble: whose roll it is (the reader's own: "You").
dice-rolling = { $who ->
    [self] You
   *[other] { $name }
 }
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
discard-limit = Discard limit: { $limit }
ruleset-official = The printed rulebook's rules
turn-limit = Turn limit: { $turns }
progress-title = Progress cards
progress-empty = No progress cards
progress-play = Play { $card }
progress-play-verb = Play
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
player-vp-revealed = { $count } points ({ $secret } from victory point cards)
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
player-dev = { $count ->
    [one] 1 development card
   *[other] { $count } development cards
 }
player-army = Knights played { $count }
player-defender = { $count ->
    [one] 1 Defender point
   *[other] { $count } Defender points
 }
player-improvements = Trade { $trade } · Politics { $politics } · Science { $science }
badge-longest-road = Longest road
badge-largest-army = Largest army
badge-metropolis = { $track } metropolis
badge-turn = Turn
badge-bot = Bot
badge-away = Away (a bot plays)
badge-bot-account = Bot { $name }
badge-bot-account-title = An outside program plays this seat as the bot { $name }.
badge-to-act = To act
log-title = Game log
log-label = Game log
bank-title = Bank
bank-card = { $card } in the bank: { $count }
bank-dev = Development cards left: { $count }
bank-deck = Progress cards left in the { $deck } deck: { $count }
bank-hidden = Bank cards hidden
turn-counter = Turn { $turn }
turn-setup = Setup
vp-target = { $count } points to win
chat-label = Chat message to the table
chat-placeholder = Say something…
chat-send = Send
chat-mute = Hide chat from { $name }
chat-muted = Chat hidden from:
chat-unmute = Show { $name }
chat-spectators = spectators
chat-refused-chat_empty = Type a message first.
chat-refused-chat_too_long = Not sent: { $length } characters, at most { $limit }.
chat-refused-rate_limited = Not sent: too many messages at once; try again in { $seconds ->
    [one] 1 second
   *[other] { $seconds } seconds
 }.

## Actions
action-roll = Roll dice
action-end_turn = End turn
action-end_special_build = Done building
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
action-counter_trade = Counter-offer
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
## Controls: build bar, one-dialog choices, trading, phone, keyboard
builds-title = Build and buy
build-improve = { $track } improvement
build-no-place = There is nowhere to place it now.
build-missing = Missing { $cards }
build-cost = Costs { $cost }
build-free = Free
build-lack = −{ $count }
several-picked = Chosen: { $picked } of { $count }
several-hand = Your cards (tap to choose)
several-pile-discard = To discard (tap to take back)
several-pile-give_card = To give (tap to take back)
several-pile-discard_progress = To discard (tap to take back)
several-put = Choose { $card }
several-take-back = Take back { $card }
several-empty = Nothing chosen yet.
several-confirm = Confirm
several-sending = Sending { $done } of { $count }…
banktrade-title = Trade with the bank
banktrade-help = Your rates count harbors and improvements. Give in lots at your rate; get one card per lot.
banktrade-rate = Rate
banktrade-rate-value = { $rate }:1
banktrade-give-more = Give { $rate } { $card } more
banktrade-give-less = Give { $rate } { $card } fewer
banktrade-summary = You give { $give } and get { $get }.
banktrade-owed = Cards still to choose: { $count }
banktrade-extra = Cards beyond what you give for: { $count }
banktrade-nothing = Choose what to give and what to get.
banktrade-confirm = Trade
alchemist-face = { $die }: { $value }
alchemist-sum = The dice will show { $sum }.
alchemist-help = Choose both dice.
alchemist-play = Play the Alchemist
param-seat-cards = { $name } (cards: { $count })
param-seat-progress = { $name } (progress cards: { $count })
param-seat-knights = { $name } (knights: { $count })
piece-at-corner = { $piece } at the corner of { $place }
piece-road = Road of { $name } by { $place }
hex-at = { $hex }, row { $row }, hex { $column }
announce-roll = { $who ->
    [self] You rolled { $total }
   *[other] { $name } rolled { $total }
 }
announce-produced = You receive { $cards }
announce-turn = { $who ->
    [self] Your turn
   *[other] { $name }'s turn
 }
zoom-in = Zoom in
zoom-out = Zoom out
zoom-label = Zoom
zoom-board = The island, zoomed in: the arrow keys scroll it
zoom-reset = Whole island
tabs-label = Panels
tab-board = Board
tab-hand = Hand
tab-players = Players
tab-log = Log
## End of controls
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
param-victim-robber = Choose a player to rob.
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
param-rate = { $card } ({ $ratio })
param-card-held = { $card } (you hold { $count })
die-face = { $value }

## Decisions: dialog titles, by context
context-main = Your turn
context-special_build = Special build phase
context-part_turn = Part-turn (paired players)
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
context-harbor_answer = Commercial Harbor: give a commodity for a resource you cannot see
harbor-help = Pick a resource to offer each opponent, face down. Each gives you a commodity of their choice for it; one who holds none gives nothing and you keep your card.
harbor-offer-to = Resource for { $name }
harbor-confirm = Offer the chosen cards ({ $count })
harbor-none = Offer nothing more
context-master_merchant = Master Merchant: take a card
context-over = The game is over
context-dice = Dice
context-steal = Stealing
waiting-for = Waiting for { $name }
your-decision = Your decision
# The browser tab's title while a decision is the reader's.
title-your-decision = ● { $decision } · { $app }
offer-from = Trade offer from { $name }
offer-shows = { $name } offers { $give } for { $get }
offer-you = You offer { $give } for { $get }
offer-accepted = Accepted by { $names }
offer-declined = Declined by { $names }
offer-countered = { $name } counter-offers { $mine } for { $theirs }.
offer-cannot-accept = You cannot accept: you are short of { $cards }.
param-partner-counter = { $name }: you give { $theirs }, you get { $mine }
peek-progress = { $name } holds: { $cards }
peek-hand = { $name } holds: { $cards }

## Trade builder
trade-title = Offer a trade
trade-give = You give
trade-get = You get
trade-held = In your hand: { $count }
trade-send = Send offer
trade-more = One more { $card }
trade-less = One less { $card }
counter-title = Your counter-offer
counter-send = Send counter-offer

## Events (docs/events.md)
ev-chat = { $name }: { $text }
spectator = Spectator
ev-turn_started = { $who ->
    [self] Your turn ({ $turn })
   *[other] { $name }'s turn ({ $turn })
 }
ev-turn_ended = { $who ->
    [self] You ended the turn.
   *[other] { $name } ended the turn.
 }
ev-special_build_started = Special build phase: the other players may build in turn.
ev-special_build_ended = { $who ->
    [self] You are done with the special build.
   *[other] { $name } is done with the special build.
 }
sbp-yours = Your slot: build what you can pay for from your hand, or press { $done } to pass. No trading and no cards in this phase.
sbp-building = { $name } may build now.
sbp-next = Then: { $names }
ev-part_turn_started = { $who ->
    [self] Your part-turn after { $roller_name }'s turn: building and trading with the bank and harbors, no dice.
    [target] { $name }'s part-turn after your turn: building and trading with the bank and harbors, no dice.
   *[other] { $name }'s part-turn after { $roller_name }'s turn: building and trading with the bank and harbors, no dice.
 }
ev-part_turn_ended = { $who ->
    [self] You ended the part-turn.
   *[other] { $name } ended the part-turn.
 }
part-yours = Your part-turn: build, trade with the bank and harbors, play a card, then press { $done }. No dice and no trading with players.
part-playing = { $name } takes a part-turn after { $roller_name }'s turn.
part-after-you = { $name } takes a part-turn after your turn.
ev-dice_rolled = { $who ->
    [self] You rolled { $white } + { $red } = { $total }.
   *[other] { $name } rolled { $white } + { $red } = { $total }.
 }
ev-dice_rolled-ck = { $who ->
    [self] You rolled { $white } + { $red } = { $total }, and the { $event }.
   *[other] { $name } rolled { $white } + { $red } = { $total }, and the { $event }.
 }
# "An 8", "An 11": the article a roll's number takes when said aloud (a message, not a
# term: a term's arguments may only be literals; a message sees the caller's variables).
produced-roll = { $total ->
    [8] An 8
    [11] An 11
   *[other] A { $total }
 }
ev-produced = { $count ->
    [0] { produced-roll }: nobody produced.
   *[other] { produced-roll }: { $got }.
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
ev-discarded-cards = { $who ->
    [self] You discarded { $cards }.
   *[other] { $name } discarded { $cards }.
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
ev-year_of_plenty = { $who ->
    [self] You took { $cards } from the bank.
   *[other] { $name } took { $cards } from the bank.
 }
ev-monopoly = { $who ->
    [self] You played Monopoly on { $card }: { $taken }.
   *[other] { $name } played Monopoly on { $card }: { $taken }.
 }
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
ev-trade_countered = { $who ->
    [self] You counter-offer { $mine } for { $theirs }.
   *[other] { $name } counter-offers { $mine } for { $theirs }.
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
    [self] The barbarians are repelled (barbarians { $cities }, Catan's knights { $knights }): you are the Defender of Catan!
   *[other] The barbarians are repelled (barbarians { $cities }, Catan's knights { $knights }): { $name } is the Defender of Catan.
 }
ev-barbarians_repelled-tie = The barbarians are repelled (barbarians { $cities }, Catan's knights { $knights }); { $tied } each draw a progress card.
ev-barbarians_won = The barbarians win (barbarians { $cities }, Catan's knights { $knights }); { $losers } lose a city.
ev-city_pillaged = { $who ->
    [self] The barbarians reduced your city to a settlement.
   *[other] The barbarians reduced a city of { $name } to a settlement.
 }
ev-defender_deck_chosen = { $who ->
    [self] You draw from the { $track } deck.
   *[other] { $name } draws from the { $track } deck.
 }
ev-defender_deck_empty = { $who ->
    [self] Every progress deck is empty: you draw nothing.
   *[other] Every progress deck is empty: { $name } draws nothing.
 }
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
ev-aqueduct_declined = { $who ->
    [self] You took nothing from the Aqueduct.
   *[other] { $name } took nothing from the Aqueduct.
 }
ev-progress_drawn = { $who ->
    [self] { $known ->
        [yes] You drew { $card } from the { $deck } deck.
       *[no] You drew a card from the { $deck } deck.
    }
   *[other] { $name } drew a progress card from the { $deck } deck.
 }
ev-progress_vp_revealed = { $who ->
    [self] You drew the { $card }: 1 point.
   *[other] { $name } drew the { $card }: 1 point.
 }
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
ev-harbor_trade_hidden = { $who ->
    [self] You traded a resource for a commodity of { $opponent_name }, face down.
    [target] { $name } traded a resource for one of your commodities, face down.
   *[other] { $name } traded a resource for a commodity of { $opponent_name }, face down.
 }
ev-harbor_void = { $who ->
    [target] You have no commodity to give.
   *[other] { $opponent_name } has no commodity to give.
 }
ev-skipped = { $who ->
    [self] You skipped: { $decision }.
   *[other] { $name } skipped: { $decision }.
 }
ev-progress_played = { $who ->
    [self] You played { $card }.
   *[other] { $name } played { $card }.
 }
ev-played-alchemist = { $who ->
    [self] You played the Alchemist: { $white } and { $red }.
   *[other] { $name } played the Alchemist: { $white } and { $red }.
 }
ev-played-irrigation = { $who ->
    [self] You played Irrigation and took { $cards }.
   *[other] { $name } played Irrigation and took { $cards }.
 }
ev-played-mining = { $who ->
    [self] You played Mining and took { $cards }.
   *[other] { $name } played Mining and took { $cards }.
 }
ev-played-merchant_fleet = { $who ->
    [self] You played the Merchant Fleet: { $named } at 2:1 this turn.
   *[other] { $name } played the Merchant Fleet: { $named } at 2:1 this turn.
 }
ev-played-resource_monopoly = { $who ->
    [self] You played Resource Monopoly on { $named }: { $taken }.
   *[other] { $name } played Resource Monopoly on { $named }: { $taken }.
 }
ev-played-trade_monopoly = { $who ->
    [self] You played Trade Monopoly on { $named }: { $taken }.
   *[other] { $name } played Trade Monopoly on { $named }: { $taken }.
 }
ev-played-saboteur = { $who ->
    [self] You played the Saboteur on { $victims }: each discards half their cards.
   *[other] { $name } played the Saboteur on { $victims }: each discards half their cards.
 }
ev-played-wedding = { $who ->
    [self] You played the Wedding: cards from { $givers }.
   *[other] { $name } played the Wedding: cards from { $givers }.
 }
ev-played-spy = { $who ->
    [self] You played the Spy on { $victim_name }.
    [target] { $name } played the Spy on you.
   *[other] { $name } played the Spy on { $victim_name }.
 }
ev-played-deserter = { $who ->
    [self] You played the Deserter on { $victim_name }.
    [target] { $name } played the Deserter on you.
   *[other] { $name } played the Deserter on { $victim_name }.
 }
ev-played-master_merchant = { $who ->
    [self] You played the Master Merchant on { $victim_name }.
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
error-unavailable = The game's database cannot be reached just now; nothing was saved. Try again in a moment.
error-closing = { $reason ->
    [replaced] This seat was opened in another window.
    [shutdown] The server is restarting; reconnecting…
    [unavailable] The game's database cannot be reached just now; reconnecting…
    [no_such_game] This game does not exist.
    [damaged_game] This game's stored settings are damaged; it cannot be opened.
    [no_hello] The connection was not set up in time; reconnecting…
    [too_slow] The connection fell too far behind the game; reconnecting…
    [too_many_sockets] Too many connections from your address; reconnecting…
    [abuse] The server closed the connection: too many refused messages in a short time. Reload the page to connect again.
   *[other] The server closed the connection.
 }
error-bad_request = The server refused: { $detail }
error-no_such_game = No such game.
error-no_such_route = Nothing is served at { $path }.
error-method_not_allowed = { $method } is not accepted at { $path }.
error-no_open_seat = No open seat in this game.
error-already_in_game = You already have a seat in this game: play it by the link its join gave you.
error-too_many_games = Too many new games from your address; try again in { $retry_after } s.
error-bad_bot_token = The bot's token was refused: it is unknown or revoked.
error-too_many_joins = This bot has joined too many games; try again in { $retry_after } s.
error-too_many_sockets = Too many open connections from your address; try again in { $retry_after } s.
error-no_such_bot = There is no bot named { $name }.
error-too_many_challenges = This bot has been challenged too often; try again in { $retry_after } s.
error-no_such_challenge = That challenge does not exist.
error-challenge_settled = That challenge has been answered already.
error-challenge_expired = That challenge has expired.
error-bad_bot_name = A bot's name has 1 to 32 letters, digits, - or _, and starts with a letter or digit.
error-bot_name_taken = The bot name { $name } is taken.
error-too_many_bots = An account may have at most { $limit } bots.
error-body_timeout = The request took too long to arrive; try again.
error-not_finished = The game is not finished yet.
error-bad_version = The server refused: { $detail }
error-no_client = The web client is not installed on this server.
error-network = The server cannot be reached.
error-unknown = Error: { $code }
error-game_running = The game is still being played: this is for finished games only.
error-not_analysable = This position cannot be analysed: { $detail }
error-too_long = This game has too many moves to analyse.
error-bad_view = The server refused: { $detail }
error-not_your_seat = Only that seat may read its record while the game is played.
error-no_record = This game has no record: { $detail }
error-busy = The server is busy just now (analysing or checking other games); try again in a moment.
error-bad_record = This file is not a game record the server can replay: { $detail }
error-damaged_game = This game's stored settings are damaged, so it cannot be played on: { $detail }
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
seat-kind-open = Anyone from the lobby
lobby-vp = Points to win
lobby-discard = Discard limit
lobby-friendly = Friendly robber
lobby-hide-bank = Hide bank cards
lobby-map = Map
map-random = Random
map-spiral = Spiral numbers
map-beginner = Beginner
map-about-random = Terrains, numbers and harbors shuffled; no red numbers side by side
map-about-spiral = Terrains and harbors shuffled; the numbers laid in the rulebook's spiral
map-about-beginner = The rulebook's island for a first game, the same every time
room-map-shown = Map: { $map }
room-timer-shown = Turn timer: { $seconds } s
lobby-timer = Turn timer (seconds, empty: none)
lobby-public = Listed in the lobby
lobby-name = Name
lobby-start = Create
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
play-here = Play in this window
spectating = Watching
spectators-count = Spectators: { $count }
spectators-more = and { $count } more

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
over-source-dev = Victory point cards
over-source-road = Longest road
over-source-army = Largest army
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
replay-open-record = Open a record file
replay-opening = Opening…
replay-drop-hint = or drop a game record (.json) on this page to replay it
analysis-title = Analysis
analysis-from-position = This game was played on from another game's position: it has no record from the board, so it cannot be analysed or played on from here.
analysis-running = Analysing the game: { $done } of { $total } parts done
analysis-chart = Each player's chance to win after every move; now at move { $version }. Click the chart to go to a move.
analysis-mistakes-title = Biggest mistakes
analysis-no-mistakes = No mistakes found.
analysis-mistake = { $name }, move { $version }: { $played }; better was { $best } ({ $lost } chance to win given up)
analysis-picked = Before move { $version } ({ $label }): { $name } played { $played }; better was { $best }.
analysis-picked-see = See move { $version }
analysis-move = { $action }: { $detail }
analysis-give-get = giving { $give } for { $get }
analysis-elsewhere = { $action }, elsewhere
analysis-label-blunder = Blunder
analysis-label-mistake = Mistake
analysis-label-inaccuracy = Inaccuracy
analysis-position = Analyse this position
analysis-position-busy = Analysing…
analysis-position-title = Best moves for { $name }
analysis-chance = { $chance } chance to win
analysis-play-on = Play on from here

## Language picker and rules page
language-label = Language
rules-link = Rules
rules-title = How to play Cities & Knights
rules-contents = Contents
rules-intro = Catan with the Cities & Knights expansion, as colonist.io plays it. This page says what this game does; the last section lists where it follows colonist.io rather than the printed rulebook.
rules-1-title = Winning
rules-1-text =
    The first player with 13 points on their own turn wins (a game can set another target). A player who reaches the target on someone else's turn wins when their own turn starts, if they still have it.
    A settlement is worth 1 point, a city 2, a metropolis 2 more. The Defender of Catan card, holding the merchant, the Printer and the Constitution are worth 1 point each; the longest road (at least 5 roads) is worth 2.
rules-2-title = Setup
rules-2-text =
    In turn order each player places a settlement and a road next to it. Then, in reverse order, each player places a city (not a settlement) and a road next to it.
    The city gives one resource for each hex around it. No commodities at setup.
rules-3-title = A turn
rules-3-text =
    Roll three dice: the white and the red number dice, and the event die. The Alchemist is the only card you may play before rolling.
    After the roll, trade and build in any order, as often as you can pay: roads, settlements, cities, city walls, knights, city improvements and progress cards.
rules-4-title = Production and commodities
rules-4-text =
    Every hex whose number was rolled produces, unless the robber stands on it. A settlement takes 1 resource. A city on forest, pasture or mountains takes 1 resource and 1 commodity (paper, cloth or coin); a city on hills or fields takes 2 resources.
    On a 7, every player with more cards than the discard limit (7, plus 2 for each city wall) discards half. The robber sleeps until the barbarians first attack; from then on a 7 moves it and steals a card.
rules-5-title = The event die and progress cards
rules-5-text =
    A ship on the event die moves the barbarians one step closer. A castle (yellow, blue or green) gives progress cards of that colour: every player whose city improvement level in that colour is at least 1 and whose red die is at most their level plus 1 draws one.
    You may hold 4 progress cards, 5 during your own turn; at the end of your turn you discard down to 4. The Printer and the Constitution are shown at once and do not count.
rules-6-title = City improvements and metropolises
rules-6-text =
    With at least one city you can improve three tracks: trade with cloth, politics with coin, science with paper. Level n costs n commodities of its kind.
    Level 3 gives an ability: trade 2 of a commodity for any card (trade), promote knights to mighty (politics), take a resource when a roll gives you nothing (science).
    The first player to reach level 4 in a track places its metropolis on a city (2 more points). A player who reaches level 5 first takes it over. The barbarians cannot harm a metropolis.
rules-7-title = Knights
rules-7-text =
    A knight costs 1 wool and 1 ore and is placed inactive on an intersection next to your road. Activating it costs 1 grain; promoting it costs 1 wool and 1 ore (once per turn, a mighty knight needs the Fortress).
    An active knight may move along your roads, displace a weaker enemy knight, or chase the robber from a hex it touches; it becomes inactive. A knight cannot act on the turn it was activated.
rules-8-title = The barbarians
rules-8-text =
    On the seventh ship the barbarians attack with the number of cities and metropolises on the board. Catan's strength is the sum of all active knights.
    If Catan is as strong or stronger, the player with the most active knight strength becomes Defender of Catan (1 point); when several tie, each of them draws a progress card from a deck of their choice.
    If the barbarians are stronger, the player (or players) with the least knight strength among those with a plain city loses one: it becomes a settlement and its wall is gone. After the attack every knight becomes inactive.
rules-9-title = Trading
rules-9-text =
    With the bank 4:1, at a harbor 3:1, or 2:1 at a harbor of that resource. Offer trades to the other players on your turn; they accept or decline and you choose whom to trade with.
    The merchant, the Merchant Fleet and the trade ability give further 2:1 rates.
rules-10-title = Where this game follows colonist.io
rules-10-text =
    13 points to win; the robber sleeps until the first attack; the progress hand holds 4 cards, 5 on your own turn; the Commercial Harbor may stop early; you win only on your own turn.
    The discard limit and a friendly robber (it spares players with few points) are settings of each game. The server's official rule set plays the printed rulebook where the two differ.
rules-11-title = Fair dice you can check
rules-11-text =
    Before the first roll the server picks a secret number, the game's seed, which decides the board, every roll of the dice and the event die, and every card drawn or stolen.
    When the game is created it publishes a fingerprint of the seed (the commitment, a SHA-256 hash): nobody can work the seed out from it, but anyone can check that a seed shown later is the one sealed in it.
    When the game is over the server reveals the seed. Download the game's full record and run "cityknights verify": it recomputes every roll and every card from the seed and names the first one that does not match.
rules-12-title = Five and six players
rules-12-text =
    With 5 or 6 players the island has 30 hexes (two deserts, 11 harbors), the bank holds 24 of each resource, and the game adds the special build phase.
    After each player's turn, every other player in turn order, starting with the next, gets a special build phase: build and buy from your own hand at the usual costs, or pass. In Cities & Knights that includes knights (build, activate, promote), city walls and city improvements.
    No trading, no cards played, no dice and no knight actions in the special build phase. Points you gain there count at once, but you win only at the start of your own turn.

## ------------------------------------------------------------------------------------
## Refusals: why a move, or a progress card in hand, is not possible now.
## The engine's refusal codes (docs/refusals.md) with their params as variables: numbers,
## and names already worded from this catalog (cards, progress cards, tracks, terrains,
## seats, the decision waited for). Kept in this section, at the end of the file.
refusal-unknown = Not possible now ({ $code }).
refusal-context-chance = the dice or a card draw
refusal-item-road = A road
refusal-item-settlement = A settlement
refusal-item-city = A city
refusal-item-development_card = A development card
refusal-item-city_wall = A city wall
refusal-item-knight = A knight
refusal-item-activate_knight = Activating a knight
refusal-item-promote_knight = Promoting a knight
refusal-item-medicine_city = A city with { progress-medicine }
refusal-not_an_action = That move could not be read.
refusal-game_over = The game is over.
refusal-empty_action = That move could not be read.
refusal-kind_not_a_string = That move could not be read.
refusal-unknown_kind = That move could not be read.
refusal-wrong_arity = That move could not be read.
refusal-bad_cards_param = That move could not be read.
refusal-not_an_integer = That move could not be read.
refusal-no_such_seat = That player is not in this game.
refusal-not_now = Not now. The game is waiting for: { $context }
refusal-cannot_afford = { $item } costs { $cost }.
refusal-special_build_no_trade = No trading in the special build phase.
refusal-special_build_no_card = No card may be played in the special build phase.
refusal-special_build_no_knight_action = In the special build phase knights are only built, activated and promoted.
refusal-special_build_no_roll = Nothing is rolled in the special build phase.
refusal-special_build_no_improvement = In this game, city improvements are not bought in the special build phase.
refusal-special_build_no_wall = In this game, city walls are not built in the special build phase.
refusal-special_build_no_knight_move = In this game, knights do not move in the special build phase.
refusal-part_turn_no_player_trade = No trading with players in a part-turn: only with the bank and harbors.
refusal-part_turn_no_knight_action = In a part-turn knights are only built, activated and promoted.
refusal-part_turn_no_roll = Nothing is rolled in a part-turn.
refusal-part_turn_no_alchemist = The Alchemist is played before the roll, and only by the player who rolls.
refusal-no_such_vertex = That intersection is not on the board.
refusal-no_such_path = That path is not on the board.
refusal-no_such_hex = That hex is not on the board.
refusal-path_taken = That path already has a road.
refusal-setup_road_away = Your setup road must touch the settlement you just placed.
refusal-no_roads_left = { $max ->
    [one] Your only road is on the board.
   *[other] All your { $max } roads are on the board.
 }
refusal-no_settlements_left = { $max ->
    [one] Your only settlement is on the board.
   *[other] All your { $max } settlements are on the board.
 }
refusal-no_cities_left = { $max ->
    [one] Your only city is on the board.
   *[other] All your { $max } cities are on the board.
 }
refusal-diplomat_same_path = The { progress-diplomat }'s road must be rebuilt somewhere else.
refusal-road_not_connected = That path does not join your roads or buildings, or an opponent's piece blocks it.
refusal-vertex_occupied = That intersection is already taken.
refusal-knight_on_vertex = A knight stands there: no settlement under a knight.
refusal-distance_rule = Too close to a settlement or city (the distance rule).
refusal-not_on_own_road = A settlement must touch one of your roads.
refusal-setup_city_blocked = That intersection is taken or too close to a settlement or city.
refusal-city_needs_settlement = A city replaces one of your settlements.
refusal-city_on_side_first = Your next city goes on your pillaged city first.
refusal-dice_alchemist = After the { progress-alchemist } only the event die is rolled.
refusal-dice_ck_range = Those are not dice values.
refusal-dice_range = Those are not dice values.
refusal-no_such_card = There is no such card.
refusal-not_holding_card = You hold no { $card }.
refusal-robber_same_hex = The robber must move to another hex.
refusal-friendly_robber = Friendly robber: that hex touches a player with 2 points or fewer.
refusal-chased_robber_numbered = A chased robber must go to a hex with a number.
refusal-choose_victim = Choose whom to rob: { $seats }.
refusal-no_victim = Nobody on that hex can be robbed.
refusal-steal_missing = { $seat } holds no such card.
refusal-trade_unknown_card = That card does not exist in this game.
refusal-trade_same_card = A trade must change the kind of card.
refusal-bank_rate = { $rate ->
    [one] Trading { $card } needs 1 card.
   *[other] Trading { $card } needs { $rate } cards.
 }
refusal-bank_empty = The bank has no { $card } left.
refusal-bank_short = The bank has not enough { $card }.
refusal-domestic_trade_off = This game has no trading between players: trade with the bank or a harbor.
refusal-offer_counts = That offer could not be read.
refusal-offer_whole = That offer could not be read.
refusal-offer_unknown_card = The offer names cards this game does not have.
refusal-offer_gift = Both sides of an offer must give something.
refusal-offer_same_card = The same card cannot be on both sides of an offer.
refusal-offer_unheld = You do not hold the cards you offer.
refusal-accept_unheld = You do not hold the cards this offer asks for.
refusal-not_accepted = { $seat } did not accept the offer.
refusal-counter_counts = That counter-offer could not be read.
refusal-counter_whole = That counter-offer could not be read.
refusal-counter_unknown_card = The counter-offer names cards this game does not have.
refusal-counter_gift = Both sides of a counter-offer must give something.
refusal-counter_same_card = The same card cannot be on both sides of a counter-offer.
refusal-counter_same = A counter-offer must change the terms; to take them as they are, accept.
refusal-counter_unheld = You do not hold the cards you give in your counter-offer.
refusal-counter_unpayable = You do not hold the cards { $seat }'s counter-offer asks for.
refusal-one_dev_per_turn = Only one development card may be played per turn.
refusal-no_dev_card = You hold no { $dev } card.
refusal-dev_bought_this_turn = A { $dev } card cannot be played on the turn it was bought.
refusal-dev_deck_empty = The development deck is empty.
refusal-no_such_dev = There is no such development card.
refusal-dev_card_gone = No { $dev } card is left in the deck.
refusal-no_road_to_place = You have no road to place.
refusal-plenty_needs_resources = { dev-year_of_plenty } takes resources only.
refusal-plenty_order = That move could not be read.
refusal-monopoly_needs_resource = { dev-monopoly } names a resource.
refusal-wall_exists = That city already has a wall.
refusal-no_walls_left = { $max ->
    [one] Your only city wall is on the board.
   *[other] All your { $max } city walls are on the board.
 }
refusal-wall_needs_city = A city wall goes under one of your cities.
refusal-no_such_track = There is no such improvement track.
refusal-track_maxed = Your { $track } track is at its top level ({ $max }).
refusal-improve_needs_city = City improvements need a city on the board.
refusal-improve_needs_metropolis_city = { $track } level { $level } needs a city that can hold the { $track } metropolis.
refusal-improve_cost = { $count ->
    [one] { $track } level { $level } costs 1 { $card }.
   *[other] { $track } level { $level } costs { $count } { $card }.
 }
refusal-metropolis_city = The { $track } metropolis goes on one of your cities without a metropolis.
refusal-aqueduct_resource = The { improvement-aqueduct } gives a resource, not a commodity.
refusal-no_own_knight = You have no knight there.
refusal-knight_inactive = That knight is not active.
refusal-knight_just_activated = That knight was activated this turn: it acts from your next turn.
refusal-knight_mighty = That knight is already mighty.
refusal-knight_promoted = That knight was already promoted this turn.
refusal-knight_promoted_shared = In this game a Special Build slot and the own turn share one promotion: that knight was promoted in the other one just before.
refusal-mighty_needs_fortress = A mighty knight needs the { improvement-fortress } (politics level 3).
refusal-knight_level_full = { $level ->
    [1] Both your basic knights are on the board.
    [2] Both your strong knights are on the board.
   *[other] Both your mighty knights are on the board.
 }
refusal-vertex_not_vacant = That intersection is not free.
refusal-knight_needs_road = A knight goes on an intersection touching one of your roads.
refusal-knight_already_active = That knight is already active.
refusal-knight_move_target = The knight cannot reach that intersection along your roads, or it is not free.
refusal-no_opponent_knight = There is no opponent's knight there.
refusal-displace_weaker = Only a stronger knight can displace another.
refusal-not_reachable = Your knight cannot reach that intersection along your roads.
refusal-relocate_target = The displaced knight goes to a free intersection along your roads.
refusal-chase_before_attack = The robber cannot be chased before the barbarians' first attack.
refusal-chase_not_adjacent = That knight does not stand at a corner of the robber's hex.
refusal-pillage_city = Choose one of your cities without a metropolis.
refusal-no_such_deck = There is no such progress deck.
refusal-deck_empty = The { $track } deck is empty.
refusal-progress_not_drawable = That card cannot be drawn now.
refusal-no_progress_card = You hold no { $progress } card.
refusal-no_such_progress_card = There is no such progress card.
refusal-card_not_your_turn = Playable on your own turn only.
refusal-card_before_roll = Playable before you roll only.
refusal-card_after_roll = Roll the dice first.
refusal-card_busy = Not now. The game is waiting for: { $context }
refusal-card_no_target = Nothing to play it on now.
refusal-bishop_before_attack = The { progress-bishop } can be played only after the barbarians' first attack.
refusal-not_an_opponent = Choose an opponent.
refusal-seat_has_no_knight = { $seat } has no knight.
refusal-no_opponent_with_knight = No opponent has a knight.
refusal-choose_own_knight = Choose one of your knights.
refusal-deserter_spot = The knight goes on a free intersection touching your road.
refusal-no_road_on_path = There is no road there.
refusal-road_not_open = That road is not open: both its ends touch its owner's pieces.
refusal-no_open_road = No road is open: every road has both ends at its owner's pieces.
refusal-knight_not_on_your_road = That knight does not stand at the end of one of your roads.
refusal-no_intrigue_target = No opponent's knight stands at the end of one of your roads.
refusal-saboteur_no_target = No opponent with as many points as you or more holds 2 cards or more.
refusal-seat_no_progress_cards = { $seat } holds no progress card.
refusal-no_opponent_with_progress = No opponent holds a progress card.
refusal-seat_lacks_progress = { $seat } holds no { $progress } card.
refusal-no_inactive_knight = You have no inactive knight.
refusal-wedding_no_giver = No opponent with more points than you holds a card.
refusal-no_gift_card = You hold no { $card } to give.
refusal-alchemist_dice_range = The { progress-alchemist } sets each die to 1-6.
refusal-all_tracks_maxed = Every improvement track is at level 5.
refusal-crane_no_reach = No improvement can be bought now: levels 4 and 5 need a city that can hold the track's metropolis.
refusal-crane_waiting = A { progress-crane } is already waiting for each improvement you could still buy.
refusal-engineer_needs_city = The { progress-engineer }'s wall goes under one of your cities.
refusal-no_wall_spot = None of your cities can take a wall.
refusal-inventor_two_hexes = The { progress-inventor } swaps the number tokens of two hexes.
refusal-hexes_in_order = That move could not be read.
refusal-hex_no_number = That hex has no number token.
refusal-inventor_forbidden_number = The { progress-inventor } may not move the { $number }: 2, 12, 6 and 8 stay.
refusal-same_numbers = Both tokens show the same number: swapping them changes nothing.
refusal-no_token_to_swap = No two number tokens can be swapped.
refusal-harvest_no_hex = { $progress } needs a { $terrain } hex next to your settlements or cities.
refusal-harvest_no_hex_robber = { $progress } needs a { $terrain } hex next to your settlements or cities, not under the robber.
refusal-medicine_needs_settlement = { progress-medicine } upgrades one of your settlements.
refusal-no_settlement_to_upgrade = You have no settlement to upgrade.
refusal-knights_in_order = That move could not be read.
refusal-no_promotable_knight = None of your knights can be promoted now.
refusal-harbor_no_resource = You hold no resource to offer.
refusal-harbor_all_offered = Every opponent has had a { progress-commercial_harbor } offer this turn.
refusal-harbor_offered_seat = { $seat } cannot be offered a card now: each opponent once a turn.
refusal-harbor_offer_resource = Offer a resource card you hold.
refusal-harbor_give_commodity = Give one commodity card you hold.
refusal-harbor_offer_first = { progress-commercial_harbor }: every opponent must be offered a card first.
refusal-seat_not_richer = { $seat } does not have more points than you.
refusal-seat_no_cards = { $seat } holds no card.
refusal-no_richer_opponent = No opponent with more points than you holds a card.
refusal-seat_lacks_card = { $seat } holds no { $card }.
refusal-merchant_hex = The merchant goes on a land hex next to your settlement or city.
refusal-merchant_already = Your merchant already stands on that hex.
refusal-fleet_card = Name a resource or a commodity.
refusal-fleet_already = { $card } already trades 2:1 this turn.
refusal-fleet_no_gain = You already trade { $card } 2:1.
refusal-fleet_no_gain_any = Every card already trades 2:1 for you.
refusal-monopoly_resource = Name a resource.
refusal-monopoly_commodity = Name a commodity.

# The table: pace, dice, log, sound, art (issue 24)
lobby-pace = Bot speed
pace-instant = Instant
pace-fast = Fast
pace-normal = Normal
pace-slow = Slow
dice-label-ck = Dice: { $white } and { $red }; event die: { $event }
merchant-tag = Merchant
attack-title = The barbarians attack!
attack-side-barbarians = Barbarians
attack-side-knights = Catan's active knights
log-turn = { $who ->
    [self] Your turn { $turn }
   *[other] { $name }'s turn { $turn }
 }
volume = Volume
legend-title = The pieces on the board
## Players: who you are (the lobby's name and login panel)
seat-player = { $name } ({ $colour })
id-title = Who you are
id-name = Name
id-password = Password
id-play-guest = Play as a guest
id-login = Log in
id-register = Create an account
id-signed-in = Playing as { $name }
id-kind-guest = guest
id-kind-account = account
id-upgrade = Keep this name: make it an account
id-logout = Log out
id-new-name = New name
id-rename = Change name
id-hint = A guest keeps its name in this browser; an account keeps it everywhere.
bots-title = Your bots
bots-hint = A bot account lets a program of yours play on this server, marked as a bot. Its token is shown only once.
bots-guide = The guide to writing a bot
bots-name = Bot name
bots-create = Make a bot
bots-token = The token of { $name }, shown only now: copy it and keep it secret.
bots-none = You have no bots yet.
bots-revoke = Revoke
bots-revoke-named = Revoke { $name }
error-bad_name = That name cannot be used: 3 to 20 characters, at least one letter or digit, single plain spaces, no control characters.
error-bad_password = A password has 8 to 256 characters.
field-range = A whole number from { $min } to { $max }.
error-name_taken = The name { $name } is taken.
error-wrong_login = Wrong name or password.
error-too_many_logins = Too many failed logins; try again in { $retry_after } s.
error-too_many_players = Too many new players from your address; try again in { $retry_after } s.
error-too_many_requests = Too many actions in a short time; try again in { $retry_after } s.
error-not_signed_in = You are not signed in: pick a name under “Who you are”, or log in, first.
error-bad_guest_token = Your guest name was not found here; pick a name again.
error-already_account = You already have an account.
error-no_such_player = No player is named { $name }.
error-account_needed = Ranked play is for accounts: register or log in first.
error-not_queued = You are not in the ranked queue.
error-too_early = Bots can fill the table after the wait; try again in { $retry_after } s.
error-karma_too_low = Your karma is { $karma }; this room asks for at least { $minimum }.
error-origin_refused = Refused: the request came from another site ({ $origin }).
# Rooms: gathering before a game (js/room.js).
room-open-title = Rooms
lobby-create-room = You take the first seat that is not a bot and host the room: others join, press Ready, and the game starts. With bots alone, it starts at once.
room-karma = Karma: { $percent }
room-karma-new = Karma: new
room-five-six-turns = Turns with 5 or 6 players
room-min-karma = Minimum karma (%)
room-min-karma-none = anyone
room-min-karma-shown = karma at least { $percent }
room-row = { $name } · host { $host } · open seats: { $open } of { $players }
room-enter = Enter
room-unnamed = Room { $id }
room-of = { $host }’s room
room-loading = Loading the room…
room-to-lobby = Back to the lobby
room-status-open = Gathering players
room-status-playing = The game is on
room-status-finished = The game is over
room-status-closed = Everyone left; this room is closed
room-seats = Seats
room-seat-open = Open to anyone
room-seat-invited = By invitation
room-seat-kind = Seat
room-empty = Empty seat ({ $colour })
room-host = Host
room-ready = Ready
room-not-ready = Not ready
room-take = Take this seat
room-colour = Colour
room-kick = Send away
room-make-host = Make host
room-invite-link = Invitation link
room-share-link = Link to this room: anyone who has it may take an open seat
copy = Copy
copied = Copied
room-press-ready = Ready
room-unready = Not ready yet
room-leave = Leave the seat
room-fill-bots = Bots in the empty seats
room-start = Start the game
room-hint = The game starts when the host starts it, or by itself once every seat for a person is taken and everyone is Ready.
room-turn-order = Turn order
room-turn-order-drawn = Drawn at the start
room-turn-order-seated = As seated: each plays the colour they picked
room-turn-order-hint = The turn order, and with it everyone's colour, is drawn when the game starts.
room-settings = Game settings
room-save-settings = Save the settings
room-chat = Room chat
room-spectator = Spectator
room-see-game = See the game
room-play-again = Play again
room-to-rematch = To the new room
error-no_such_room = No such room.
error-not_host = Only the room's host may do that.
error-seat_taken = That seat is taken.
error-invited_seat = That seat is kept for the holder of its invitation link.
error-kicked = The host sent you away from this room.
error-already_seated = You already have a seat here; leave it first.
error-not_seated = You have no seat in this room.
error-colour_taken = Another player has that colour.
error-seat_empty = Nobody sits in that seat.
error-empty_seats = Every seat needs a player or a bot before the start.
error-room_started = The room's game has started; its seats can no longer change.
error-not_started = The room's game has not started yet.
error-too_many_rooms = You opened too many rooms; try again in { $retry_after } s.
error-room_closed = This room is closed.
error-room_busy = The room changed too often at once; try again.
room-to-seat = Back to your seat

## The ladder: leaderboard and profiles (ladder.js)
ladder-title = Leaderboard
ladder-games = Games
ladder-game-ck = Cities & Knights
ladder-game-base = Base game
ladder-explain = Ranked games only. One ladder for players and bots; the rating shown is the cautious one (skill minus three times the uncertainty).
ladder-load-failed = Could not load this page. Try again in a moment.
ladder-loading = Loading…
ladder-empty = No ranked games played yet.
ladder-rank = Rank
ladder-name = Name
ladder-rating = Rating
ladder-games-played = Games
ladder-karma = Karma
ladder-karma-none = —
ladder-karma-new = New
ladder-karma-percent = { $percent }
ladder-karma-detail = Finished { $finished }, left { $left } (last 20 games)
ladder-bot = Bot
ladder-challenge = Challenge { $name } to a game
ladder-level-random = Random
ladder-level-heuristic = Heuristic
ladder-level-mcts-64 = MCTS 64
ladder-level-mcts-400 = MCTS 400
ladder-level-mcts-plus = MCTS+
ladder-no-player = No player has this name.
ladder-ratings = Ratings
ladder-unrated = No ranked games yet.
ladder-rating-line = Rating { $rating } (uncertainty ± { $sigma }), ranked games: { $games }
ladder-chart = Rating over time, { $game }
ladder-chart-summary = { $games } games, from { $first } to { $last }
ladder-recent = Recent games
ladder-no-games = No finished games yet.
ladder-game = Game
ladder-place = Place
ladder-when = Ended
ladder-place-n = #{ $n }
ladder-left = left
ladder-vp = VP
ladder-replay = Replay
ladder-watch-replay = Watch
ladder-ranked = Ranked
ladder-by-seat = Win rate by seat
ladder-seat = Seat
ladder-seat-n = Seat { $n }
ladder-win-rate = Win rate
ladder-vp-sources = Victory points by source (per game)
ladder-source-settlements = Settlements
ladder-source-cities = Cities
ladder-source-metropolises = Metropolises
ladder-source-longest_road = Longest Road
ladder-source-largest_army = Largest Army
ladder-source-defender = Defender of Catan
ladder-source-progress = Progress cards
ladder-source-merchant = Merchant
ladder-source-vp_cards = Victory point cards

## Ranked play in the lobby (ranked.js)
ranked-title = Ranked play
ranked-accounts-only = Ranked games are for accounts: log in or register to play ranked.
ranked-play = Play ranked
ranked-waiting = Looking for a { $game } table: { $waiting } of { $seats } players waiting.
ranked-bots-in = Bots can fill the empty seats in { $seconds } s.
ranked-with-bots = Play now with bots
ranked-leave = Leave the queue
ranked-hint = 4 players, standard rules, a turn timer. Leaving a ranked game ranks you last and costs karma.
ranked-my-profile = My profile
ranked-my-rating = Your rating: { $rating } ({ $games } ranked games)
