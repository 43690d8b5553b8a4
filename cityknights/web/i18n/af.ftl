## cityknights browser client: Afrikaans catalog (terms: docs/glossary.md).

app-title = Stede en Ridders
you = jy
seat-0 = Rooi
seat-1 = Blou
seat-2 = Oranje
seat-3 = Groen
seat-4 = Bruin
seat-5 = Pers
seat-nobody = niemand
seat-you = { $name } (jy)

## Cards
card-lumber = Hout
card-brick = Baksteen
card-wool = Wol
card-grain = Graan
card-ore = Erts
card-paper = Papier
card-cloth = Doek
card-coin = Munt
card-count = { $count } { $card }
cards-none = niks
taken-from = { $who ->
    [self] { $count } van jou
   *[other] { $count } van { $name }
 }
taken-nobody = niks van enigiemand nie

terrain-forest = Woud
terrain-hills = Heuwels
terrain-pasture = Weiveld
terrain-fields = Lande
terrain-mountains = Berge
terrain-desert = Woestyn

dev-knight = Ridder
dev-victory_point = Oorwinningspunt
dev-road_building = Padbou
dev-year_of_plenty = Jaar van Oorvloed
dev-monopoly = Monopolie

event-ship = barbaarse skip
event-trade = geel kasteel
event-politics = blou kasteel
event-science = groen kasteel

track-trade = Handel
track-politics = Politiek
track-science = Wetenskap
deck-yellow = geel (handel)
deck-blue = blou (politiek)
deck-green = groen (wetenskap)

improvement-market = Mark
improvement-trading_house = Handelshuis
improvement-merchant_guild = Handelaarsgilde
improvement-bank = Bank
improvement-great_exchange = Groot Beurs
improvement-town_hall = Stadsaal
improvement-church = Kerk
improvement-fortress = Vesting
improvement-cathedral = Katedraal
improvement-high_assembly = Hoë Vergadering
improvement-abbey = Abdy
improvement-library = Biblioteek
improvement-aqueduct = Akwaduk
improvement-theater = Teater
improvement-university = Universiteit
ability-trade = Vlak 3: ruil 2 van een kommoditeit vir enige 1 kaart by die bank.
ability-politics = Vlak 3: ridders kan tot magtig opgegradeer word.
ability-science = Vlak 3: as 'n worp jou niks gee nie, neem 'n hulpbron van jou keuse.

## Progress cards: names and texts
progress-alchemist = Alchemis
progress-crane = Hyskraan
progress-engineer = Ingenieur
progress-inventor = Uitvinder
progress-irrigation = Besproeiing
progress-medicine = Medisyne
progress-mining = Mynbou
progress-printer = Drukker
progress-road_building = Padbou
progress-smith = Smid
progress-bishop = Biskop
progress-constitution = Grondwet
progress-deserter = Deserteerder
progress-diplomat = Diplomaat
progress-intrigue = Intrige
progress-saboteur = Saboteur
progress-spy = Spioen
progress-warlord = Krygsheer
progress-wedding = Bruilof
progress-commercial_harbor = Kommersiële Hawe
progress-master_merchant = Meesterhandelaar
progress-merchant = Handelaar
progress-merchant_fleet = Handelsvloot
progress-resource_monopoly = Hulpbronmonopolie
progress-trade_monopoly = Kommoditeitsmonopolie
progress-text-alchemist = Voor jy rol: kies die uitslag van albei getaldobbelstene.
progress-text-crane = Hierdie beurt kos een stadsverbetering 1 kommoditeit minder.
progress-text-engineer = Bou gratis 'n stadsmuur.
progress-text-inventor = Ruil twee getalskyfies om (nie 2, 12, 6 of 8 nie).
progress-text-irrigation = Neem 2 graan vir elke landeteël langs jou stede en nedersettings.
progress-text-medicine = Gradeer 'n nedersetting op na 'n stad vir 2 erts en 1 graan.
progress-text-mining = Neem 2 erts vir elke bergteël langs jou stede en nedersettings.
progress-text-printer = 1 oorwinningspunt, dadelik gewys.
progress-text-road_building = Bou gratis 2 paaie.
progress-text-smith = Gradeer gratis tot 2 van jou ridders op.
progress-text-bishop = Skuif die rower en neem 'n kaart van elke speler langs die teël.
progress-text-constitution = 1 oorwinningspunt, dadelik gewys.
progress-text-deserter = 'n Teenstander verwyder 'n ridder; jy mag een van gelyke sterkte plaas.
progress-text-diplomat = Verwyder 'n oop pad; as dit joune is, bou dit elders weer.
progress-text-intrigue = Verplaas 'n teenstander se ridder wat aan jou pad raak.
progress-text-saboteur = Elke speler met soveel punte as jy of meer gooi die helfte van hul kaarte weg.
progress-text-spy = Kyk na 'n teenstander se vorderingskaarte en neem een.
progress-text-warlord = Aktiveer al jou ridders gratis.
progress-text-wedding = Elke speler met meer punte gee jou 2 kaarte van hul keuse.
progress-text-commercial_harbor = Bied elke teenstander 'n hulpbron aan vir een van hul kommoditeite.
progress-text-master_merchant = Kyk na die hand van 'n speler met meer punte en neem 2 kaarte.
progress-text-merchant = Plaas die handelaar by jou stad of nedersetting: 2:1 vir daardie teël se hulpbron, en 1 punt.
progress-text-merchant_fleet = Ruil hierdie beurt een kaartsoort van jou keuse 2:1 met die bank.
progress-text-resource_monopoly = Elke teenstander gee jou tot 2 van die hulpbron wat jy noem.
progress-text-trade_monopoly = Elke teenstander gee jou 1 van die kommoditeit wat jy noem.

## Board
board-label = Die eiland
robber-label = Die rower
piece-building = { $kind ->
    [city] { $metropolis ->
        [yes] Stad van { $name } met 'n metropool
       *[no] { $wall ->
            [yes] Stad van { $name } met 'n muur
           *[no] Stad van { $name }
        }
    }
   *[settlement] Nedersetting van { $name }
 }
piece-knight = { $active ->
    [yes] Ridder van { $name }, vlak { $level }, aktief
   *[no] Ridder van { $name }, vlak { $level }, onaktief
 }
merchant-label = Die handelaar van { $name }
harbor-generic = Hawe: 3 van een soort vir 1
harbor-resource = Hawe: 2 { $card } vir 1
harbor-rate-generic = 3:1
harbor-rate-resource = 2:1
target-hex = { $terrain } { $number }
target-edge = Pad by { $place }
target-vertex = Kruising by { $place }
target-vertex-id = Kruising { $id }
target-coast = die see
barbarians-label = Barbaarse skip
barbarians-track = Barbare { $position } van 7
barbarians-strength = Barbaarse sterkte { $cities }
knights-strength = Ridders { $knights }
dice-label = Dobbelstene: { $white } en { $red }
dice-rolled-by = { $who ->
    [self] Jy het { $total } gegooi
   *[other] { $name } het { $total } gegooi
 }
dice-rolling = { $who ->
    [self] Jy
   *[other] { $name }
 }
dice-event = Gebeurtenisdobbelsteen: { $event }

## Panels
hand-title = Jou hand
hand-empty = Geen kaarte
dev-title = Ontwikkelingskaarte
dev-new = { $card } (nuut hierdie beurt)
deadline = { $seconds ->
    [one] { $seconds } sekonde oor
   *[other] { $seconds } sekondes oor
 }
hand-count = { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarte
 }
discard-limit = Weggooilimiet: { $limit }
ruleset-official = Die gedrukte reëlboek se reëls
turn-limit = Beurtlimiet: { $turns }
progress-title = Vorderingskaarte
progress-empty = Geen vorderingskaarte
progress-play = Speel { $card }
progress-play-verb = Speel
chart-title = Stadsverbeterings
chart-level = Vlak { $level }
chart-cost = { $count ->
    [one] { $count } { $commodity }
   *[other] { $count } { $commodity }
 }
chart-metropolis = Metropool: { $name }
chart-metropolis-none = Metropool: onbeset
players-title = Spelers
player-vp = { $count ->
    [one] { $count } punt
   *[other] { $count } punte
 }
player-vp-secret = { $count } punte ({ $secret } in jou hand)
player-vp-revealed = { $count } punte ({ $secret } van oorwinningspuntkaarte)
player-cards = { $count ->
    [one] { $count } kaart
   *[other] { $count } kaarte
 }
player-progress = { $count ->
    [one] { $count } vorderingskaart
   *[other] { $count } vorderingskaarte
 }
player-knights = Ridders { $count }
player-road = Pad { $count }
player-dev = { $count ->
    [one] { $count } ontwikkelingskaart
   *[other] { $count } ontwikkelingskaarte
 }
player-army = Ridders gespeel { $count }
player-defender = { $count ->
    [one] { $count } Verdediger-punt
   *[other] { $count } Verdediger-punte
 }
player-improvements = Handel { $trade } · Politiek { $politics } · Wetenskap { $science }
badge-longest-road = Langste pad
badge-largest-army = Grootste leër
badge-metropolis = { $track }-metropool
badge-turn = Beurt
badge-bot = Bot
badge-away = Weg ('n bot speel)
badge-bot-account = Bot { $name }
badge-bot-account-title = 'n Program van buite speel hierdie sitplek as die bot { $name }.
badge-to-act = Moet besluit
log-title = Spelverslag
log-label = Spelverslag
bank-title = Bank
bank-card = { $card } in die bank: { $count }
bank-dev = Ontwikkelingskaarte oor: { $count }
bank-deck = Vorderingskaarte oor in die { $deck } stapel: { $count }
bank-hidden = Die bank se kaarte is versteek
turn-counter = Beurt { $turn }
turn-setup = Opstelling
vp-target = { $count } punte om te wen

## Actions
action-roll = Rol
action-end_turn = Beëindig beurt
action-end_special_build = Klaar gebou
action-build_road = Pad
action-build_settlement = Nedersetting
action-build_city = Stad
action-build_wall = Stadsmuur
action-build_knight = Ridder
action-activate_knight = Aktiveer ridder
action-promote_knight = Gradeer ridder op
action-move_knight = Skuif ridder
action-displace_knight = Verplaas ridder
action-chase_robber = Verjaag rower
action-improve_city = Verbeter stad
action-bank_trade = Bankhandel
action-offer_trade = Bied ruil aan
action-accept_trade = Aanvaar
action-reject_trade = Weier
action-confirm_trade = Ruil met…
action-cancel_trade = Trek aanbod terug
action-counter_trade = Teenaanbod
action-move_robber = Skuif rower
action-discard = Gooi weg
action-relocate_knight = Hervestig ridder
action-place_metropolis = Plaas metropool
action-pillage_city = Kies stad
action-choose_deck = Kies stapel
action-discard_progress = Gooi kaart weg
action-aqueduct = Neem 'n hulpbron
action-decline_aqueduct = Neem niks
action-surrender_knight = Gee ridder op
action-place_deserter = Plaas ridder
action-skip = Slaan oor
action-harbor_offer = Bied aan
action-give_commodity = Gee kommoditeit
action-take_progress = Neem kaart
action-take_card = Neem kaart
action-give_card = Gee kaart
action-buy_dev = Koop kaart
## Controls: build bar, one-dialog choices, trading, phone, keyboard
builds-title = Bou en koop
build-improve = { $track }-verbetering
build-no-place = Daar is nou nêrens om dit te plaas nie.
build-missing = Kort { $cards }
build-cost = Kos { $cost }
build-free = Gratis
build-lack = −{ $count }
several-picked = Gekies: { $picked } van { $count }
several-hand = Jou kaarte (tik om te kies)
several-pile-discard = Om weg te gooi (tik om terug te neem)
several-pile-give_card = Om te gee (tik om terug te neem)
several-pile-discard_progress = Om weg te gooi (tik om terug te neem)
several-put = Kies { $card }
several-take-back = Neem { $card } terug
several-empty = Nog niks gekies nie.
several-confirm = Bevestig
several-sending = Stuur { $done } van { $count }…
banktrade-title = Ruil met die bank
banktrade-help = Jou koerse reken hawens en verbeterings in. Gee in bondels teen jou koers; kry een kaart per bondel.
banktrade-rate = Koers
banktrade-rate-value = { $rate }:1
banktrade-give-more = Gee nog { $rate } { $card }
banktrade-give-less = Gee { $rate } { $card } minder
banktrade-summary = Jy gee { $give } en kry { $get }.
banktrade-owed = Kaarte nog te kies: { $count }
banktrade-extra = Kaarte meer as wat jy voor gee: { $count }
banktrade-nothing = Kies wat om te gee en wat om te kry.
banktrade-confirm = Ruil
alchemist-face = { $die }: { $value }
alchemist-sum = Die dobbelstene sal { $sum } wys.
alchemist-help = Kies albei dobbelstene.
alchemist-play = Speel die Alchemis
param-seat-cards = { $name } (kaarte: { $count })
param-seat-progress = { $name } (vorderingskaarte: { $count })
param-seat-knights = { $name } (ridders: { $count })
piece-at-corner = { $piece } op die hoek van { $place }
piece-road = Pad van { $name } langs { $place }
hex-at = { $hex }, ry { $row }, seshoek { $column }
announce-roll = { $who ->
    [self] Jy het { $total } gegooi
   *[other] { $name } het { $total } gegooi
 }
announce-produced = Jy ontvang { $cards }
announce-turn = { $who ->
    [self] Jou beurt
   *[other] { $name } se beurt
 }
zoom-in = Zoem in
zoom-out = Zoem uit
zoom-label = Zoem
zoom-board = Die eiland, ingezoem: die pyltjiesleutels skuif dit
zoom-reset = Hele eiland
tabs-label = Panele
tab-board = Bord
tab-hand = Hand
tab-players = Spelers
tab-log = Verslag
## End of controls
action-play_knight = Speel ridder
action-play_road_building = Speel Padbou
action-play_year_of_plenty = Speel Jaar van Oorvloed
action-play_monopoly = Speel Monopolie
action-cancel = Kanselleer
action-close = Maak toe
action-other = { $kind }
shortcut-hint = Sleutels: R rol, E beëindig beurt, Esc kanselleer, 1–9 kies
mute = Klank af
unmute = Klank aan

## What to choose next (a parameter of the selected action)
param-edge = Kies 'n pad op die bord.
param-vertex = Kies 'n kruising op die bord.
param-hex = Kies 'n teël op die bord.
param-card = Kies 'n kaart.
param-give = Watter kaart gee jy?
param-get = Watter kaart kry jy?
param-first = Kies die eerste.
param-second = Kies die tweede.
param-seat = Kies 'n speler.
param-victim = Kies 'n speler.
param-victim-robber = Kies 'n speler om te beroof.
param-opponent = Kies 'n teenstander.
param-partner = Ruil met wie?
param-track = Kies 'n spoor.
param-progress = Kies 'n vorderingskaart.
param-die = Kies 'n getal.
param-event = Kies 'n gebeurtenis.
param-dev = Kies 'n ontwikkelingskaart.
param-cards = Kies kaarte.
param-knight = Kies een van jou ridders.
param-to = Kies waarheen dit gaan.
param-white = Uitslag van die wit dobbelsteen
param-red = Uitslag van die rooi dobbelsteen
param-none = Geen tweede ridder
param-nobody = Niemand
param-rate = { $card } ({ $ratio })
param-card-held = { $card } (jy het { $count })
die-face = { $value }

## Decisions: dialog titles, by context
context-main = Jou beurt
context-special_build = Spesiale boufase
context-part_turn = Deelbeurt (gepaarde spelers)
context-pre_roll = Rol die dobbelstene
context-setup_settlement = Plaas 'n nedersetting
context-setup_city = Plaas 'n stad
context-setup_road = Plaas 'n pad
context-discard = { $count ->
    [one] Gooi { $count } kaart weg
   *[other] Gooi { $count } kaarte weg
 }
context-robber = Skuif die rower
context-free_road = Bou 'n gratis pad
context-trade_answer = 'n Ruilaanbod
context-trade_confirm = Antwoorde op jou aanbod
context-relocate = Skuif jou verplaasde ridder
context-metropolis = Plaas jou metropool
context-pillage = Die barbare neem een van jou stede
context-defender_deck = Kies 'n vorderingstapel
context-progress_discard = Jy het te veel vorderingskaarte: gooi een weg
context-aqueduct = Akwaduk: neem 'n hulpbron
context-desert = Deserteerder: gee een van jou ridders op
context-deserter_place = Deserteerder: plaas jou nuwe ridder
context-diplomat_rebuild = Diplomaat: bou jou pad weer
context-spy = Spioen: neem een vorderingskaart
context-wedding = { $count ->
    [one] Bruilof: gee { $count } kaart
   *[other] Bruilof: gee { $count } kaarte
 }
context-commercial_harbor = Kommersiële Hawe: bied 'n hulpbron aan
context-harbor_answer = Kommersiële Hawe: gee 'n kommoditeit vir 'n hulpbron wat jy nie kan sien nie
harbor-help = Kies 'n hulpbron om elke teenstander onsigbaar aan te bied. Elkeen gee jou 'n kommoditeit van hul keuse daarvoor; wie geen het nie, gee niks en jy hou jou kaart.
harbor-offer-to = Hulpbron vir { $name }
harbor-confirm = Bied die gekose kaarte aan ({ $count })
harbor-none = Bied niks meer aan nie
context-master_merchant = Meesterhandelaar: neem 'n kaart
context-over = Die spel is verby
context-dice = Dobbelstene
context-steal = Diefstal
waiting-for = Wag vir { $name }
your-decision = Jou besluit
# The browser tab's title while a decision is the reader's.
title-your-decision = ● { $decision } · { $app }
offer-from = Ruilaanbod van { $name }
offer-shows = { $name } bied { $give } aan vir { $get }
offer-you = Jy bied { $give } aan vir { $get }
offer-accepted = Aanvaar deur { $names }
offer-declined = Afgewys deur { $names }
offer-countered = { $name } bied eerder { $mine } vir { $theirs } aan.
offer-cannot-accept = Jy kan nie aanvaar nie: jy kort { $cards }.
param-partner-counter = { $name }: jy gee { $theirs }, jy kry { $mine }
peek-progress = { $name } het: { $cards }
peek-hand = { $name } het: { $cards }

## Trade builder
trade-title = Bied 'n ruil aan
trade-give = Jy gee
trade-get = Jy kry
trade-held = In jou hand: { $count }
trade-send = Stuur aanbod
trade-more = Nog een { $card }
trade-less = Een minder { $card }
counter-title = Jou teenaanbod
counter-send = Stuur teenaanbod

## Events (docs/events.md)
ev-chat = { $name }: { $text }
spectator = Toeskouer
ev-turn_started = { $who ->
    [self] Jou beurt ({ $turn })
   *[other] { $name } se beurt ({ $turn })
 }
ev-turn_ended = { $who ->
    [self] Jy het die beurt beëindig.
   *[other] { $name } het die beurt beëindig.
 }
ev-special_build_started = Spesiale boufase: die ander spelers mag om die beurt bou.
ev-special_build_ended = { $who ->
    [self] Jy is klaar met die spesiale boufase.
   *[other] { $name } is klaar met die spesiale boufase.
 }
sbp-yours = Jou beurt: bou wat jy uit jou hand kan betaal, of druk { $done } om oor te slaan. Geen handel en geen kaarte in hierdie fase nie.
sbp-building = { $name } mag nou bou.
sbp-next = Daarna: { $names }
ev-part_turn_started = { $who ->
    [self] Jou deelbeurt ná die beurt van { $roller_name }: bou en handel met die bank en hawens, geen dobbelstene nie.
    [target] Deelbeurt van { $name } ná jou beurt: bou en handel met die bank en hawens, geen dobbelstene nie.
   *[other] Deelbeurt van { $name } ná die beurt van { $roller_name }: bou en handel met die bank en hawens, geen dobbelstene nie.
 }
ev-part_turn_ended = { $who ->
    [self] Jy het die deelbeurt beëindig.
   *[other] { $name } het die deelbeurt beëindig.
 }
part-yours = Jou deelbeurt: bou, handel met die bank en hawens, speel 'n kaart, en druk dan { $done }. Geen dobbelstene en geen handel met spelers nie.
part-playing = { $name } het 'n deelbeurt ná die beurt van { $roller_name }.
part-after-you = { $name } het 'n deelbeurt ná jou beurt.
ev-dice_rolled = { $who ->
    [self] Jy het { $white } + { $red } = { $total } gegooi.
   *[other] { $name } het { $white } + { $red } = { $total } gegooi.
 }
ev-dice_rolled-ck = { $who ->
    [self] Jy het { $white } + { $red } = { $total } gegooi; gebeurtenisdobbelsteen: { $event }.
   *[other] { $name } het { $white } + { $red } = { $total } gegooi; gebeurtenisdobbelsteen: { $event }.
 }
produced-roll = 'n { $total }
ev-produced = { $count ->
    [0] { produced-roll }: niemand het iets gekry nie.
   *[other] { produced-roll }: { $got }.
 }
produced-seat = { $who ->
    [self] jy het { $cards } gekry
   *[other] { $name } het { $cards } gekry
 }
ev-starting_resources = { $who ->
    [self] Jy het { $cards } gekry om te begin.
   *[other] { $name } het { $cards } gekry om te begin.
 }
ev-discarded = { $who ->
    [self] Jy het { $card } weggegooi.
   *[other] { $name } het { $card } weggegooi.
 }
ev-discarded-cards = { $who ->
    [self] Jy het { $cards } weggegooi.
   *[other] { $name } het { $cards } weggegooi.
 }
ev-robber_moved = { $who ->
    [self] Jy het die rower geskuif; jy beroof { $victim_name }.
    [target] { $name } het die rower geskuif en beroof jou.
   *[other] { $name } het die rower geskuif; { $victim_name } word beroof.
 }
ev-robber_moved_nobody = { $who ->
    [self] Jy het die rower geskuif.
   *[other] { $name } het die rower geskuif.
 }
ev-robber_moved_bishop = { $who ->
    [self] Jy het die rower geskuif; jy beroof { $victims }.
   *[other] { $name } het die rower geskuif en beroof { $victims }.
 }
ev-stole = { $who ->
    [self] Jy het { $card } van { $victim_name } gesteel.
    [target] { $name } het { $card } van jou gesteel.
   *[other] { $name } het 'n kaart van { $victim_name } gesteel.
 }
ev-robber_activated = Die rower word wakker.
ev-game_over = { $who ->
    [self] Jy wen met { $vp } punte!
   *[other] { $name } wen met { $vp } punte.
 }
ev-game_over-none = Die spel eindig sonder 'n wenner (beurtlimiet).
ev-road_built = { $who ->
    [self] Jy het 'n pad gebou.
   *[other] { $name } het 'n pad gebou.
 }
ev-settlement_built = { $who ->
    [self] Jy het 'n nedersetting gebou.
   *[other] { $name } het 'n nedersetting gebou.
 }
ev-city_built = { $who ->
    [self] Jy het 'n stad gebou.
   *[other] { $name } het 'n stad gebou.
 }
ev-longest_road = { $who ->
    [self] Jy het die langste pad ({ $length }).
   *[other] { $name } het die langste pad ({ $length }).
 }
ev-longest_road-none = Niemand het nou die langste pad nie.
ev-largest_army = { $who ->
    [self] Jy het die grootste leër ({ $knights }).
   *[other] { $name } het die grootste leër ({ $knights }).
 }
ev-largest_army-none = Niemand het nou die grootste leër nie.
ev-dev_bought = { $who ->
    [self] Jy het 'n ontwikkelingskaart gekoop: { $card }.
   *[other] { $name } het 'n ontwikkelingskaart gekoop.
 }
ev-dev_played = { $who ->
    [self] Jy het { $card } gespeel.
   *[other] { $name } het { $card } gespeel.
 }
ev-year_of_plenty = { $who ->
    [self] Jy het { $cards } van die bank geneem.
   *[other] { $name } het { $cards } van die bank geneem.
 }
ev-monopoly = { $who ->
    [self] Jy het Monopolie op { $card } gespeel: { $taken }.
   *[other] { $name } het Monopolie op { $card } gespeel: { $taken }.
 }
ev-bank_trade = { $who ->
    [self] Jy het { $count } { $give } vir 1 { $get } met die bank geruil.
   *[other] { $name } het { $count } { $give } vir 1 { $get } met die bank geruil.
 }
ev-trade_offered = { $who ->
    [self] Jy bied { $give } aan vir { $get }.
   *[other] { $name } bied { $give } aan vir { $get }.
 }
ev-trade_answered = { $who ->
    [self] { $accepted ->
        [yes] Jy het die aanbod aanvaar.
       *[no] Jy het die aanbod van die hand gewys.
    }
   *[other] { $accepted ->
        [yes] { $name } het die aanbod aanvaar.
       *[no] { $name } het die aanbod van die hand gewys.
    }
 }
ev-trade_countered = { $who ->
    [self] Jy bied eerder { $mine } vir { $theirs } aan.
   *[other] { $name } bied eerder { $mine } vir { $theirs } aan.
 }
ev-trade_closed = { $who ->
    [self] Jy het met { $partner } geruil.
    [target] { $name } het met jou geruil.
   *[other] { $name } het met { $partner } geruil.
 }
ev-trade_cancelled = { $who ->
    [self] Jou aanbod is gesluit sonder 'n ruil.
   *[other] { $name } se aanbod is gesluit sonder 'n ruil.
 }
ev-barbarians_advanced = Die barbare seil verder ({ $position } van 7).
ev-barbarians_repelled = { $who ->
    [self] Die barbare is teruggedryf (barbare { $cities }, Catan se ridders { $knights }): jy is die Verdediger van Catan!
   *[other] Die barbare is teruggedryf (barbare { $cities }, Catan se ridders { $knights }): { $name } is die Verdediger van Catan.
 }
ev-barbarians_repelled-tie = Die barbare is teruggedryf (barbare { $cities }, Catan se ridders { $knights }); { $tied } trek elk 'n vorderingskaart.
ev-barbarians_won = Die barbare wen (barbare { $cities }, Catan se ridders { $knights }); { $losers } verloor 'n stad.
ev-city_pillaged = { $who ->
    [self] Die barbare het jou stad na 'n nedersetting afgegradeer.
   *[other] Die barbare het 'n stad van { $name } na 'n nedersetting afgegradeer.
 }
ev-defender_deck_chosen = { $who ->
    [self] Jy trek van die { $track }-stapel.
   *[other] { $name } trek van die { $track }-stapel.
 }
ev-defender_deck_empty = { $who ->
    [self] Elke vorderingstapel is leeg: jy trek niks.
   *[other] Elke vorderingstapel is leeg: { $name } trek niks.
 }
ev-wall_built = { $who ->
    [self] Jy het 'n stadsmuur gebou.
   *[other] { $name } het 'n stadsmuur gebou.
 }
ev-knight_built = { $who ->
    [self] Jy het 'n ridder aangestel.
   *[other] { $name } het 'n ridder aangestel.
 }
ev-knight_activated = { $who ->
    [self] Jy het 'n ridder geaktiveer.
   *[other] { $name } het 'n ridder geaktiveer.
 }
ev-knight_promoted = { $who ->
    [self] Jy het 'n ridder na vlak { $level } opgegradeer.
   *[other] { $name } het 'n ridder na vlak { $level } opgegradeer.
 }
ev-knight_moved = { $who ->
    [self] Jy het 'n ridder geskuif.
   *[other] { $name } het 'n ridder geskuif.
 }
ev-knight_displaced = { $who ->
    [self] Jou ridder is verplaas.
   *[other] 'n Ridder van { $name } is verplaas.
 }
ev-knight_relocated = { $who ->
    [self] Jy het jou verplaasde ridder geskuif.
   *[other] { $name } het 'n verplaasde ridder geskuif.
 }
ev-knight_returned = { $who ->
    [self] Jou verplaasde ridder kon nêrens heen nie en het na jou teruggekeer.
   *[other] 'n Verplaasde ridder van { $name } het na sy eienaar teruggekeer.
 }
ev-knight_deserted = { $who ->
    [self] Jou ridder het gedros.
   *[other] 'n Ridder van { $name } het gedros.
 }
ev-robber_chased = { $who ->
    [self] Jou ridder het die rower verjaag.
   *[other] 'n Ridder van { $name } het die rower verjaag.
 }
ev-city_improved = { $who ->
    [self] Jy het jou stede verbeter: { $improvement } ({ $track } { $level }).
   *[other] { $name } het die { $improvement } gebou ({ $track } { $level }).
 }
ev-metropolis_placed = { $who ->
    [self] Jy het die { $track }-metropool geplaas.
   *[other] { $name } het die { $track }-metropool geplaas.
 }
ev-metropolis_lost = { $who ->
    [self] Jy het die { $track }-metropool verloor.
   *[other] { $name } het die { $track }-metropool verloor.
 }
ev-aqueduct = { $who ->
    [self] Die Akwaduk gee jou { $card }.
   *[other] Die Akwaduk gee { $name } { $card }.
 }
ev-aqueduct_declined = { $who ->
    [self] Jy het niks van die Akwaduk geneem nie.
   *[other] { $name } het niks van die Akwaduk geneem nie.
 }
ev-progress_drawn = { $who ->
    [self] { $known ->
        [yes] Jy het { $card } van die { $deck } stapel getrek.
       *[no] Jy het 'n kaart van die { $deck } stapel getrek.
    }
   *[other] { $name } het 'n vorderingskaart van die { $deck } stapel getrek.
 }
ev-progress_vp_revealed = { $who ->
    [self] Jy het die { $card } getrek: 1 punt.
   *[other] { $name } het die { $card } getrek: 1 punt.
 }
ev-progress_discarded = { $who ->
    [self] Jy het { $card } weggegooi.
   *[other] { $name } het 'n vorderingskaart weggegooi.
 }
ev-progress_taken = { $who ->
    [self] Jy het { $card } van { $victim_name } geneem.
    [target] { $name } het { $card } van jou geneem.
   *[other] { $name } het 'n vorderingskaart van { $victim_name } geneem.
 }
ev-card_given = { $who ->
    [self] Jy het { $card } aan { $to_name } gegee.
    [target] { $name } het jou { $card } gegee.
   *[other] { $name } het 'n kaart aan { $to_name } gegee.
 }
ev-card_taken = { $who ->
    [self] Jy het { $card } van { $victim_name } geneem.
    [target] { $name } het { $card } van jou geneem.
   *[other] { $name } het 'n kaart van { $victim_name } geneem.
 }
ev-harbor_trade = { $who ->
    [self] Jy het { $opponent_name } { $gave } gegee vir { $got }.
    [target] { $name } het jou { $gave } gegee vir jou { $got }.
   *[other] { $name } het { $opponent_name } { $gave } gegee vir { $got }.
 }
ev-harbor_trade_hidden = { $who ->
    [self] Jy het 'n hulpbron vir 'n kommoditeit van { $opponent_name } geruil, sonder om die kaarte te wys.
    [target] { $name } het 'n hulpbron vir een van jou kommoditeite geruil, sonder om die kaarte te wys.
   *[other] { $name } het 'n hulpbron vir 'n kommoditeit van { $opponent_name } geruil, sonder om die kaarte te wys.
 }
ev-harbor_void = { $who ->
    [target] Jy het geen kommoditeit om te gee nie.
   *[other] { $opponent_name } het geen kommoditeit om te gee nie.
 }
ev-skipped = { $who ->
    [self] Jy het oorgeslaan: { $decision }.
   *[other] { $name } het oorgeslaan: { $decision }.
 }
ev-progress_played = { $who ->
    [self] Jy het { $card } gespeel.
   *[other] { $name } het { $card } gespeel.
 }
ev-played-alchemist = { $who ->
    [self] Jy het die Alchemis gespeel: { $white } en { $red }.
   *[other] { $name } het die Alchemis gespeel: { $white } en { $red }.
 }
ev-played-irrigation = { $who ->
    [self] Jy het Besproeiing gespeel en { $cards } geneem.
   *[other] { $name } het Besproeiing gespeel en { $cards } geneem.
 }
ev-played-mining = { $who ->
    [self] Jy het Mynbou gespeel en { $cards } geneem.
   *[other] { $name } het Mynbou gespeel en { $cards } geneem.
 }
ev-played-merchant_fleet = { $who ->
    [self] Jy het die Handelsvloot gespeel: { $named } teen 2:1 hierdie beurt.
   *[other] { $name } het die Handelsvloot gespeel: { $named } teen 2:1 hierdie beurt.
 }
ev-played-resource_monopoly = { $who ->
    [self] Jy het Hulpbronmonopolie op { $named } gespeel: { $taken }.
   *[other] { $name } het Hulpbronmonopolie op { $named } gespeel: { $taken }.
 }
ev-played-trade_monopoly = { $who ->
    [self] Jy het Kommoditeitsmonopolie op { $named } gespeel: { $taken }.
   *[other] { $name } het Kommoditeitsmonopolie op { $named } gespeel: { $taken }.
 }
ev-played-saboteur = { $who ->
    [self] Jy het die Saboteur gespeel: { $victims } gooi die helfte van hul kaarte weg.
   *[other] { $name } het die Saboteur gespeel: { $victims } gooi die helfte van hul kaarte weg.
 }
ev-played-wedding = { $who ->
    [self] Jy het die Bruilof gespeel: { $givers } gee kaarte.
   *[other] { $name } het die Bruilof gespeel: { $givers } gee kaarte.
 }
ev-played-spy = { $who ->
    [self] Jy het die Spioen op { $victim_name } gespeel.
    [target] { $name } het die Spioen op jou gespeel.
   *[other] { $name } het die Spioen op { $victim_name } gespeel.
 }
ev-played-deserter = { $who ->
    [self] Jy het die Deserteerder op { $victim_name } gespeel.
    [target] { $name } het die Deserteerder op jou gespeel.
   *[other] { $name } het die Deserteerder op { $victim_name } gespeel.
 }
ev-played-master_merchant = { $who ->
    [self] Jy het die Meesterhandelaar op { $victim_name } gespeel.
    [target] { $name } het die Meesterhandelaar op jou gespeel.
   *[other] { $name } het die Meesterhandelaar op { $victim_name } gespeel.
 }

## Errors (server codes, docs/protocol.md)
error-stale_version = Die spel het aanbeweeg voor jou skuif aangekom het; die bord is nou bygewerk.
error-illegal_action = Daardie skuif word nie toegelaat nie: { $reason }
error-not_your_turn = Dit is nie jou beurt nie.
error-bad_action = Daardie skuif kon nie gelees word nie: { $reason }
error-game_over = Die spel is verby.
error-spectator = Jy kyk na hierdie spel.
error-bad_token = Hierdie sitplekskakel is nie geldig nie.
error-rate_limited = Te veel boodskappe; wag 'n oomblik.
error-malformed = Die bediener kon nie 'n boodskap lees nie: { $detail }
error-too_large = 'n Boodskap was te groot.
error-hello_first = Verbinding nie gereed nie.
error-already_joined = Reeds verbind.
error-unsupported_protocol = Hierdie bladsy is verouderd; laai dit weer.
error-binary_frame = Die bediener het 'n boodskap geweier.
error-chat_empty = Leë boodskap.
error-chat_too_long = Die boodskap is te lank.
error-unavailable = Die spel se databasis is nou nie bereikbaar nie; niks is gestoor nie. Probeer binnekort weer.
error-closing = { $reason ->
    [replaced] Hierdie sitplek is in 'n ander venster oopgemaak.
    [shutdown] Die bediener herbegin; verbind weer…
    [unavailable] Die spel se databasis is nou nie bereikbaar nie; verbind weer…
    [no_such_game] Hierdie spel bestaan nie.
    [damaged_game] Hierdie spel se gestoorde instellings is beskadig; dit kan nie oopgemaak word nie.
    [no_hello] Die verbinding is nie betyds opgestel nie; verbind weer…
    [too_slow] Die verbinding het te ver agter die spel geraak; verbind weer…
    [too_many_sockets] Te veel verbindings van jou adres af; verbind weer…
    [abuse] Die bediener het die verbinding gesluit: te veel geweierde boodskappe in 'n kort tyd. Laai die bladsy weer om weer te verbind.
   *[other] Die bediener het die verbinding gesluit.
 }
error-bad_request = Die bediener het geweier: { $detail }
error-no_such_game = Geen sodanige spel nie.
error-no_such_route = Niks word by { $path } bedien nie.
error-method_not_allowed = { $method } word nie by { $path } aanvaar nie.
error-no_open_seat = Geen oop sitplek in hierdie spel nie.
error-already_in_game = Jy het reeds 'n sitplek in hierdie spel: speel dit met die skakel wat jy by die aansluiting gekry het.
error-too_many_games = Te veel nuwe spelle van jou adres af; probeer weer oor { $retry_after } s.
error-bad_bot_token = Die bot se token is geweier: dit is onbekend of herroep.
error-too_many_joins = Hierdie bot het by te veel spelle aangesluit; probeer weer oor { $retry_after } s.
error-too_many_sockets = Te veel oop verbindings van jou adres af; probeer weer oor { $retry_after } s.
error-no_such_bot = Daar is geen bot met die naam { $name } nie.
error-too_many_challenges = Hierdie bot is te dikwels uitgedaag; probeer weer oor { $retry_after } s.
error-no_such_challenge = Daardie uitdaging bestaan nie.
error-challenge_settled = Daardie uitdaging is reeds beantwoord.
error-challenge_expired = Daardie uitdaging het verval.
error-bad_bot_name = 'n Bot se naam het 1 tot 32 letters, syfers, - of _, en begin met 'n letter of syfer.
error-bot_name_taken = Die botnaam { $name } is reeds geneem.
error-too_many_bots = 'n Rekening mag hoogstens { $limit } bots hê.
error-body_timeout = Die versoek het te lank geneem om aan te kom; probeer weer.
error-not_finished = Die spel is nog nie klaar nie.
error-bad_version = Die bediener het geweier: { $detail }
error-no_client = Die webkliënt is nie op hierdie bediener geïnstalleer nie.
error-network = Die bediener kan nie bereik word nie.
error-unknown = Fout: { $code }
error-game_running = Die spel word nog gespeel: dit is net vir klaar spelle.
error-not_analysable = Hierdie stand kan nie ontleed word nie: { $detail }
error-too_long = Hierdie spel het te veel skuiwe om te ontleed.
error-bad_view = Die bediener het geweier: { $detail }
error-not_your_seat = Net daardie sitplek mag sy rekord lees terwyl die spel gespeel word.
error-no_record = Hierdie spel het geen rekord nie: { $detail }
error-busy = Die bediener is nou besig (ander spelle word ontleed of nagegaan); probeer oor 'n oomblik weer.
error-bad_record = Hierdie lêer is nie 'n spelrekord wat die bediener kan oorspeel nie: { $detail }
error-damaged_game = Hierdie spel se gestoorde instellings is beskadig, dus kan daar nie verder gespeel word nie: { $detail }
connection-lost = Verbinding verloor. Verbind weer…
connection-connecting = Verbind…

## Lobby
lobby-title = Stede en Ridders
lobby-tagline = Catan met Stede en Ridders, teen bots en vriende.
lobby-quick = Speel teen 3 bots
lobby-create = Skep 'n spel
lobby-expansion = Spel
expansion-ck = Stede en Ridders
expansion-base = Basisspel
lobby-seats = Spelers
lobby-seat = Sitplek { $n }
seat-kind-human = Mens
seat-kind-random = Bot: lukraak
seat-kind-heuristic = Bot: heuristies
seat-kind-mcts = Bot: sterk (soektog)
seat-kind-open = Enigiemand uit die voorportaal
lobby-vp = Punte om te wen
lobby-discard = Weggooilimiet
lobby-friendly = Vriendelike rower
lobby-hide-bank = Versteek die bank se kaarte
lobby-map = Kaart
map-random = Ewekansig
map-spiral = Spiraalgetalle
map-beginner = Beginner
map-about-random = Terreine, getalle en hawens geskommel; geen rooi getalle langs mekaar nie
map-about-spiral = Terreine en hawens geskommel; die getalle in die reëlboek se spiraal gelê
map-about-beginner = Die reëlboek se eiland vir 'n eerste spel, elke keer dieselfde
room-map-shown = Kaart: { $map }
room-timer-shown = Beurttydhouer: { $seconds } s
lobby-timer = Beurttydhouer (sekondes, leeg: geen)
lobby-public = In die voorportaal gelys
lobby-name = Naam
lobby-start = Skep
lobby-waiting = Wag vir spelers
lobby-live = Word gespeel
lobby-finished = Klaar
lobby-none = Geen
lobby-join = Sluit aan
lobby-watch = Kyk
lobby-replay = Herspeel
lobby-refresh = Verfris
lobby-game-row = { $name } · { $players } spelers · { $version ->
    [one] { $version } skuif
   *[other] { $version } skuiwe
 }
lobby-game-unnamed = Spel { $id }
lobby-winner = Wenner: { $name }
back-to-lobby = Voorportaal
play-here = Speel in hierdie venster
spectating = Kyk toe
spectators-count = Toeskouers: { $count }
spectators-more = en nog { $count }

## Game over
over-title = Spel verby
over-winner = { $who ->
    [self] Jy wen!
   *[other] { $name } wen
 }
over-points = Punte volgens bron
over-dice = Dobbelsteenworpe
over-dice-expected = verwag
over-dice-rolled = gerol
over-cards = Kaarte gekry en verloor
over-gained = gekry
over-lost = verloor
over-progress = Vorderingskaarte gespeel
over-table = Tabel
over-chart = Grafiek
over-col-total = Totaal
over-source-buildings = Geboue
over-source-metropolis = Metropole
over-source-defender = Verdediger
over-source-progress = Vorderingskaarte
over-source-dev = Oorwinningspuntkaarte
over-source-road = Langste pad
over-source-army = Grootste leër
over-source-merchant = Handelaar
over-source-total = Totaal
over-replay = Kyk na die herspeling
over-dice-row = { $total }: { $count } (verwag { $expected })

## Replay viewer
replay-title = Herspeling
replay-step = Skuif { $version } van { $last }
replay-back = Een skuif terug
replay-next = Volgende skuif
replay-back-turn = Een beurt terug
replay-next-turn = Volgende beurt
replay-play = Speel
replay-pause = Pouseer
replay-start = Begin
replay-end = Einde
replay-open-record = Maak 'n rekordlêer oop
replay-opening = Word oopgemaak…
replay-drop-hint = of laat 'n spelrekord (.json) op hierdie bladsy val om dit oor te speel
analysis-title = Ontleding
analysis-from-position = Hierdie spel is van 'n ander spel se posisie af verder gespeel: dit het geen rekord van die bord af nie, en kan dus nie hier ontleed of verder gespeel word nie.
analysis-running = Die spel word ontleed: { $done } van { $total } dele klaar
analysis-chart = Elke speler se kans om te wen na elke skuif; nou by skuif { $version }. Klik op die grafiek om na 'n skuif te gaan.
analysis-mistakes-title = Grootste foute
analysis-no-mistakes = Geen foute gevind nie.
analysis-mistake = { $name }, skuif { $version }: { $played }; beter was { $best } ({ $lost } kans om te wen prysgegee)
analysis-picked = Voor skuif { $version } ({ $label }): { $name } het { $played } gespeel; beter was { $best }.
analysis-picked-see = Wys skuif { $version }
analysis-move = { $action }: { $detail }
analysis-give-get = gee { $give } vir { $get }
analysis-elsewhere = { $action }, elders
analysis-label-blunder = Flater
analysis-label-mistake = Fout
analysis-label-inaccuracy = Onakkuraatheid
analysis-position = Ontleed hierdie stand
analysis-position-busy = Besig om te ontleed…
analysis-position-title = Beste skuiwe vir { $name }
analysis-chance = { $chance } kans om te wen
analysis-play-on = Speel van hier af verder

## Language picker and rules page
language-label = Taal
rules-link = Reëls
rules-title = Hoe om Stede en Ridders te speel
rules-contents = Inhoud
rules-intro = Catan met die uitbreiding Stede en Ridders, soos colonist.io dit speel. Hierdie bladsy sê wat hierdie spel doen; die laaste afdeling lys waar dit colonist.io volg eerder as die gedrukte reëlboek.
rules-1-title = Wen
rules-1-text =
    Die eerste speler met 13 punte in sy eie beurt wen ('n spel kan 'n ander doel stel). 'n Speler wat die doel in iemand anders se beurt bereik, wen wanneer sy eie beurt begin, as hy dit nog het.
    'n Nedersetting is 1 punt werd, 'n stad 2, 'n metropool nog 2. Die Verdediger van Catan-kaart, die besit van die handelaar, die Drukker en die Grondwet is elk 1 punt werd; die langste pad (minstens 5 paaie) is 2 werd.
rules-2-title = Opstelling
rules-2-text =
    In beurtvolgorde plaas elke speler 'n nedersetting en 'n pad langsaan. Daarna, in omgekeerde volgorde, plaas elke speler 'n stad (nie 'n nedersetting nie) en 'n pad langsaan.
    Die stad gee een hulpbron vir elke teël om dit. Geen kommoditeite by die opstelling nie.
rules-3-title = 'n Beurt
rules-3-text =
    Rol drie dobbelstene: die wit en die rooi getaldobbelsteen, en die gebeurtenisdobbelsteen. Die Alchemis is die enigste kaart wat jy voor die worp mag speel.
    Ná die worp handel en bou jy in enige volgorde, so dikwels as wat jy kan betaal: paaie, nedersettings, stede, stadsmure, ridders, stadsverbeterings en vorderingskaarte.
rules-4-title = Produksie en kommoditeite
rules-4-text =
    Elke teël waarvan die getal gerol is, produseer, tensy die rower daarop staan. 'n Nedersetting kry 1 hulpbron. 'n Stad op woud, weiveld of berge kry 1 hulpbron en 1 kommoditeit (papier, doek of munt); 'n stad op heuwels of lande kry 2 hulpbronne.
    Op 'n 7 gooi elke speler met meer kaarte as die weggooilimiet (7, plus 2 vir elke stadsmuur) die helfte weg. Die rower slaap tot die barbare die eerste keer aanval; daarna skuif 'n 7 hom en steel hy 'n kaart.
rules-5-title = Die gebeurtenisdobbelsteen en vorderingskaarte
rules-5-text =
    'n Skip op die gebeurtenisdobbelsteen bring die barbare een stap nader. 'n Kasteel (geel, blou of groen) gee vorderingskaarte van daardie kleur: elke speler wie se stadsverbeteringsvlak in daardie kleur minstens 1 is en wie se rooi dobbelsteen hoogstens sy vlak plus 1 is, trek een.
    Jy mag 4 vorderingskaarte hou, 5 in jou eie beurt; aan die einde van jou beurt gooi jy weg tot jy 4 het. Die Drukker en die Grondwet word dadelik gewys en tel nie by die 4 nie.
rules-6-title = Stadsverbeterings en metropole
rules-6-text =
    Met minstens een stad kan jy drie spore verbeter: handel met doek, politiek met munt, wetenskap met papier. Vlak n kos n kommoditeite van sy soort.
    Vlak 3 gee 'n vermoë: ruil 2 van 'n kommoditeit vir enige kaart (handel), gradeer ridders op tot magtig (politiek), neem 'n hulpbron wanneer 'n worp jou niks gee nie (wetenskap).
    Die eerste speler wat vlak 4 in 'n spoor bereik, plaas die metropool daarvan op 'n stad (nog 2 punte). 'n Speler wat eerste vlak 5 bereik, neem dit oor. Die barbare kan 'n metropool nie beskadig nie.
rules-7-title = Ridders
rules-7-text =
    'n Ridder kos 1 wol en 1 erts en word onaktief op 'n kruising langs jou pad geplaas. Om hom te aktiveer kos 1 graan; om hom op te gradeer kos 1 wol en 1 erts (een keer per beurt; 'n magtige ridder vereis die Vesting).
    'n Aktiewe ridder mag langs jou paaie skuif, 'n swakker vyandelike ridder verplaas, of die rower verjaag van 'n teël waaraan hy raak; daarna is hy onaktief. 'n Ridder kan nie optree in die beurt waarin hy geaktiveer is nie.
rules-8-title = Die barbare
rules-8-text =
    Op die sewende skip val die barbare aan met die getal stede en metropole op die bord. Catan se sterkte is die som van alle aktiewe ridders.
    As Catan ewe sterk of sterker is, word die speler met die meeste aktiewe riddersterkte Verdediger van Catan (1 punt); as verskeie gelykop is, trek elkeen 'n vorderingskaart van 'n stapel van sy keuse.
    As die barbare sterker is, verloor die speler (of spelers) met die minste riddersterkte onder dié met 'n gewone stad een: dit word 'n nedersetting en sy muur is weg. Na die aanval word elke ridder onaktief.
rules-9-title = Handel
rules-9-text =
    Met die bank 4:1, by 'n hawe 3:1, of 2:1 by 'n hawe van daardie hulpbron. Bied in jou beurt ruiltransaksies aan die ander spelers aan; hulle aanvaar of weier en jy kies met wie jy ruil.
    Die handelaar, die Handelsvloot en die handelsvermoë gee verdere 2:1-koerse.
rules-10-title = Waar hierdie spel colonist.io volg
rules-10-text =
    13 punte om te wen; die rower slaap tot die eerste aanval; jy mag 4 vorderingskaarte hou, 5 in jou eie beurt; die Kommersiële Hawe mag vroeg stop; jy wen slegs in jou eie beurt.
    Die weggooilimiet en 'n vriendelike rower (hy spaar spelers met min punte) is instellings van elke spel. Die bediener se amptelike reëlstel speel die gedrukte reëlboek waar die twee verskil.
rules-11-title = Regverdige dobbelstene wat jy kan nagaan
rules-11-text =
    Voor die eerste gooi kies die bediener 'n geheime getal, die spel se saad, wat die bord bepaal, elke gooi van die dobbelstene en die gebeurtenisdobbelsteen, en elke kaart wat getrek of gesteel word.
    Wanneer die spel geskep word, publiseer die bediener 'n vingerafdruk van die saad (die verbintenis, 'n SHA-256-hash): niemand kan die saad daaruit aflei nie, maar enigiemand kan nagaan dat 'n saad wat later gewys word, die een is wat daarin verseël is.
    Wanneer die spel verby is, maak die bediener die saad bekend. Laai die spel se volledige rekord af en voer "cityknights verify" uit: dit bereken elke gooi en elke kaart weer uit die saad en noem die eerste een wat nie ooreenstem nie.
rules-12-title = Vyf en ses spelers
rules-12-text =
    Met 5 of 6 spelers het die eiland 30 teëls (twee woestyne, 11 hawens), die bank hou 24 van elke hulpbron, en die spel kry die spesiale boufase.
    Ná elke speler se beurt kry elke ander speler, in beurtvolgorde van die volgende af, 'n spesiale boufase: bou en koop uit jou eie hand teen die gewone koste, of slaan oor. In Stede en Ridders sluit dit ridders in (bou, aktiveer, opgradeer), stadsmure en stadsverbeterings.
    Geen handel, geen kaarte, geen dobbelstene en geen ridderaksies in die spesiale boufase nie. Punte wat jy daar kry tel dadelik, maar jy wen eers aan die begin van jou eie beurt.

## Chat
chat-label = Kletsboodskap aan die tafel
chat-placeholder = Sê iets…
chat-send = Stuur
chat-mute = Versteek klets van { $name }
chat-muted = Klets versteek van:
chat-unmute = Wys { $name }
chat-spectators = toeskouers
chat-refused-chat_empty = Tik eers 'n boodskap.
chat-refused-chat_too_long = Nie gestuur nie: { $length } karakters, hoogstens { $limit }.
chat-refused-rate_limited = Nie gestuur nie: te veel boodskappe gelyk; probeer weer oor { $seconds ->
    [one] { $seconds } sekonde
   *[other] { $seconds } sekondes
 }.

## ------------------------------------------------------------------------------------
## Refusals: why a move, or a progress card in hand, is not possible now.
## The engine's refusal codes (docs/refusals.md) with their params as variables: numbers,
## and names already worded from this catalog (cards, progress cards, tracks, terrains,
## seats, the decision waited for). Kept in this section, at the end of the file.
refusal-unknown = Nie nou moontlik nie ({ $code }).
refusal-context-chance = die dobbelstene of 'n kaart wat getrek word
refusal-item-road = 'n Pad
refusal-item-settlement = 'n Nedersetting
refusal-item-city = 'n Stad
refusal-item-development_card = 'n Ontwikkelingskaart
refusal-item-city_wall = 'n Stadsmuur
refusal-item-knight = 'n Ridder
refusal-item-activate_knight = Om 'n ridder te aktiveer
refusal-item-promote_knight = Om 'n ridder op te gradeer
refusal-item-medicine_city = 'n Stad met { progress-medicine }
refusal-not_an_action = Daardie skuif kon nie gelees word nie.
refusal-game_over = Die spel is verby.
refusal-empty_action = Daardie skuif kon nie gelees word nie.
refusal-kind_not_a_string = Daardie skuif kon nie gelees word nie.
refusal-unknown_kind = Daardie skuif kon nie gelees word nie.
refusal-wrong_arity = Daardie skuif kon nie gelees word nie.
refusal-bad_cards_param = Daardie skuif kon nie gelees word nie.
refusal-not_an_integer = Daardie skuif kon nie gelees word nie.
refusal-no_such_seat = Daardie speler is nie in hierdie spel nie.
refusal-not_now = Nie nou nie. Die spel wag vir: { $context }
refusal-cannot_afford = { $item } kos { $cost }.
refusal-special_build_no_trade = Geen handel in die spesiale boufase nie.
refusal-special_build_no_card = Geen kaart mag in die spesiale boufase gespeel word nie.
refusal-special_build_no_knight_action = In die spesiale boufase word ridders net gebou, geaktiveer en opgegradeer.
refusal-special_build_no_roll = In die spesiale boufase word niks gerol nie.
refusal-special_build_no_improvement = In hierdie spel word stadsverbeterings nie in die spesiale boufase gekoop nie.
refusal-special_build_no_wall = In hierdie spel word stadsmure nie in die spesiale boufase gebou nie.
refusal-special_build_no_knight_move = In hierdie spel skuif ridders nie in die spesiale boufase nie.
refusal-part_turn_no_player_trade = Geen handel met spelers in 'n deelbeurt nie: net met die bank en hawens.
refusal-part_turn_no_knight_action = In 'n deelbeurt word ridders net gebou, geaktiveer en opgegradeer.
refusal-part_turn_no_roll = In 'n deelbeurt word niks gerol nie.
refusal-part_turn_no_alchemist = Die Alchemis word voor die rol gespeel, en net deur die speler wat rol.
refusal-no_such_vertex = Daardie kruising is nie op die bord nie.
refusal-no_such_path = Daardie pad is nie op die bord nie.
refusal-no_such_hex = Daardie teël is nie op die bord nie.
refusal-path_taken = Daar is reeds 'n pad op daardie plek.
refusal-setup_road_away = Jou beginpad moet aan die nedersetting raak wat jy pas geplaas het.
refusal-no_roads_left = { $max ->
    [one] Jou enigste pad is op die bord.
   *[other] Al jou { $max } paaie is op die bord.
 }
refusal-no_settlements_left = { $max ->
    [one] Jou enigste nedersetting is op die bord.
   *[other] Al jou { $max } nedersettings is op die bord.
 }
refusal-no_cities_left = { $max ->
    [one] Jou enigste stad is op die bord.
   *[other] Al jou { $max } stede is op die bord.
 }
refusal-diplomat_same_path = Die { progress-diplomat } se pad moet op 'n ander plek herbou word.
refusal-road_not_connected = Daardie plek sluit nie by jou paaie of geboue aan nie, of 'n teenstander se stuk versper dit.
refusal-vertex_occupied = Daardie kruising is reeds beset.
refusal-knight_on_vertex = Daar staan 'n ridder: geen nedersetting onder 'n ridder nie.
refusal-distance_rule = Te naby aan 'n nedersetting of stad (die afstandsreël).
refusal-not_on_own_road = 'n Nedersetting moet aan een van jou paaie raak.
refusal-setup_city_blocked = Daardie kruising is beset of te naby aan 'n nedersetting of stad.
refusal-city_needs_settlement = 'n Stad vervang een van jou nedersettings.
refusal-city_on_side_first = Jou volgende stad kom eers op jou geplunderde stad.
refusal-dice_alchemist = Ná die { progress-alchemist } word net die gebeurtenisdobbelsteen gerol.
refusal-dice_ck_range = Dit is nie dobbelsteenwaardes nie.
refusal-dice_range = Dit is nie dobbelsteenwaardes nie.
refusal-no_such_card = Daar is nie so 'n kaart nie.
refusal-not_holding_card = Jy het geen { $card } nie.
refusal-robber_same_hex = Die rower moet na 'n ander teël skuif.
refusal-friendly_robber = Vriendelike rower: daardie teël raak aan 'n speler met 2 punte of minder.
refusal-chased_robber_numbered = 'n Verjaagde rower moet na 'n teël met 'n getal gaan.
refusal-choose_victim = Kies wie om te beroof: { $seats }.
refusal-no_victim = Niemand op daardie teël kan beroof word nie.
refusal-steal_missing = { $seat } het nie so 'n kaart nie.
refusal-trade_unknown_card = Daardie kaart bestaan nie in hierdie spel nie.
refusal-trade_same_card = 'n Handel moet die soort kaart verander.
refusal-bank_rate = { $rate ->
    [one] Om { $card } te verhandel, is 1 kaart nodig.
   *[other] Om { $card } te verhandel, is { $rate } kaarte nodig.
 }
refusal-bank_empty = Die bank het geen { $card } oor nie.
refusal-bank_short = Die bank het nie genoeg { $card } nie.
refusal-domestic_trade_off = In hierdie spel handel spelers nie met mekaar nie: handel met die bank of 'n hawe.
refusal-offer_counts = Daardie aanbod kon nie gelees word nie.
refusal-offer_whole = Daardie aanbod kon nie gelees word nie.
refusal-offer_unknown_card = Die aanbod noem kaarte wat hierdie spel nie het nie.
refusal-offer_gift = Albei kante van 'n aanbod moet iets gee.
refusal-offer_same_card = Dieselfde kaart kan nie aan albei kante van 'n aanbod wees nie.
refusal-offer_unheld = Jy het nie die kaarte wat jy aanbied nie.
refusal-accept_unheld = Jy het nie die kaarte wat hierdie aanbod vra nie.
refusal-not_accepted = { $seat } het nie die aanbod aanvaar nie.
refusal-counter_counts = Daardie teenaanbod kon nie gelees word nie.
refusal-counter_whole = Daardie teenaanbod kon nie gelees word nie.
refusal-counter_unknown_card = Die teenaanbod noem kaarte wat hierdie spel nie het nie.
refusal-counter_gift = Albei kante van 'n teenaanbod moet iets gee.
refusal-counter_same_card = Dieselfde kaart kan nie aan albei kante van 'n teenaanbod wees nie.
refusal-counter_same = 'n Teenaanbod moet die voorwaardes verander; aanvaar die aanbod om dit te neem soos dit is.
refusal-counter_unheld = Jy het nie die kaarte wat jy in jou teenaanbod gee nie.
refusal-counter_unpayable = Jy het nie die kaarte wat { $seat } se teenaanbod vra nie.
refusal-one_dev_per_turn = Net een ontwikkelingskaart mag per beurt gespeel word.
refusal-no_dev_card = Jy het geen { $dev }-kaart nie.
refusal-dev_bought_this_turn = 'n { $dev }-kaart kan nie gespeel word in die beurt waarin dit gekoop is nie.
refusal-dev_deck_empty = Die ontwikkelingstapel is leeg.
refusal-no_such_dev = Daar is nie so 'n ontwikkelingskaart nie.
refusal-dev_card_gone = Geen { $dev }-kaart is meer in die stapel nie.
refusal-no_road_to_place = Jy het geen pad om te plaas nie.
refusal-plenty_needs_resources = { dev-year_of_plenty } neem net hulpbronne.
refusal-plenty_order = Daardie skuif kon nie gelees word nie.
refusal-monopoly_needs_resource = { dev-monopoly } noem 'n hulpbron.
refusal-wall_exists = Daardie stad het reeds 'n muur.
refusal-no_walls_left = { $max ->
    [one] Jou enigste stadsmuur is op die bord.
   *[other] Al jou { $max } stadsmure is op die bord.
 }
refusal-wall_needs_city = 'n Stadsmuur kom onder een van jou stede.
refusal-no_such_track = Daar is nie so 'n verbeteringspoor nie.
refusal-track_maxed = Jou { $track }-spoor is op sy hoogste vlak ({ $max }).
refusal-improve_needs_city = Stadsverbeterings het 'n stad op die bord nodig.
refusal-improve_needs_metropolis_city = { $track } vlak { $level } het 'n stad nodig wat die { $track }-metropool kan hou.
refusal-improve_cost = { $count ->
    [one] { $track } vlak { $level } kos 1 { $card }.
   *[other] { $track } vlak { $level } kos { $count } { $card }.
 }
refusal-metropolis_city = Die { $track }-metropool kom op een van jou stede sonder 'n metropool.
refusal-aqueduct_resource = Die { improvement-aqueduct } gee 'n hulpbron, nie 'n kommoditeit nie.
refusal-no_own_knight = Jy het nie 'n ridder daar nie.
refusal-knight_inactive = Daardie ridder is nie aktief nie.
refusal-knight_just_activated = Daardie ridder is hierdie beurt geaktiveer: hy tree vanaf jou volgende beurt op.
refusal-knight_mighty = Daardie ridder is reeds magtig.
refusal-knight_promoted = Daardie ridder is reeds hierdie beurt opgegradeer.
refusal-knight_promoted_shared = In hierdie spel deel 'n spesiale bouslot en die eie beurt een opgradering: daardie ridder is net tevore in die ander een opgegradeer.
refusal-mighty_needs_fortress = 'n Magtige ridder het die { improvement-fortress } nodig (politiek vlak 3).
refusal-knight_level_full = { $level ->
    [1] Albei jou basiese ridders is op die bord.
    [2] Albei jou sterk ridders is op die bord.
   *[other] Albei jou magtige ridders is op die bord.
 }
refusal-vertex_not_vacant = Daardie kruising is nie vry nie.
refusal-knight_needs_road = 'n Ridder kom op 'n kruising wat aan een van jou paaie raak.
refusal-knight_already_active = Daardie ridder is reeds aktief.
refusal-knight_move_target = Die ridder kan nie langs jou paaie by daardie kruising uitkom nie, of dit is nie vry nie.
refusal-no_opponent_knight = Daar is nie 'n teenstander se ridder daar nie.
refusal-displace_weaker = Net 'n sterker ridder kan 'n ander verplaas.
refusal-not_reachable = Jou ridder kan nie langs jou paaie by daardie kruising uitkom nie.
refusal-relocate_target = Die verplaasde ridder gaan na 'n vry kruising langs jou paaie.
refusal-chase_before_attack = Die rower kan nie voor die barbare se eerste aanval verjaag word nie.
refusal-chase_not_adjacent = Daardie ridder staan nie op 'n hoek van die rower se teël nie.
refusal-pillage_city = Kies een van jou stede sonder 'n metropool.
refusal-no_such_deck = Daar is nie so 'n vorderingstapel nie.
refusal-deck_empty = Die { $track }-stapel is leeg.
refusal-progress_not_drawable = Daardie kaart kan nie nou getrek word nie.
refusal-no_progress_card = Jy het geen { $progress }-kaart nie.
refusal-no_such_progress_card = Daar is nie so 'n vorderingskaart nie.
refusal-card_not_your_turn = Slegs in jou eie beurt speelbaar.
refusal-card_before_roll = Slegs speelbaar voor jy rol.
refusal-card_after_roll = Rol eers die dobbelstene.
refusal-card_busy = Nie nou nie. Die spel wag vir: { $context }
refusal-card_no_target = Nou is daar niks om dit op te speel nie.
refusal-bishop_before_attack = Die { progress-bishop } kan eers ná die barbare se eerste aanval gespeel word.
refusal-not_an_opponent = Kies 'n teenstander.
refusal-seat_has_no_knight = { $seat } het geen ridder nie.
refusal-no_opponent_with_knight = Geen teenstander het 'n ridder nie.
refusal-choose_own_knight = Kies een van jou ridders.
refusal-deserter_spot = Die ridder kom op 'n vry kruising wat aan jou pad raak.
refusal-no_road_on_path = Daar is geen pad daar nie.
refusal-road_not_open = Daardie pad is nie oop nie: albei sy punte raak aan sy eienaar se stukke.
refusal-no_open_road = Geen pad is oop nie: elke pad het albei punte by sy eienaar se stukke.
refusal-knight_not_on_your_road = Daardie ridder staan nie aan die punt van een van jou paaie nie.
refusal-no_intrigue_target = Geen teenstander se ridder staan aan die punt van een van jou paaie nie.
refusal-saboteur_no_target = Geen teenstander met soveel punte as jy of meer het 2 kaarte of meer nie.
refusal-seat_no_progress_cards = { $seat } het geen vorderingskaart nie.
refusal-no_opponent_with_progress = Geen teenstander het 'n vorderingskaart nie.
refusal-seat_lacks_progress = { $seat } het geen { $progress }-kaart nie.
refusal-no_inactive_knight = Jy het geen onaktiewe ridder nie.
refusal-wedding_no_giver = Geen teenstander met meer punte as jy het 'n kaart nie.
refusal-no_gift_card = Jy het geen { $card } om te gee nie.
refusal-alchemist_dice_range = Die { progress-alchemist } stel elke dobbelsteen op 1-6.
refusal-all_tracks_maxed = Elke verbeteringspoor is op vlak 5.
refusal-crane_no_reach = Geen verbetering kan nou gekoop word nie: vlakke 4 en 5 het 'n stad nodig wat die spoor se metropool kan hou.
refusal-crane_waiting = 'n { progress-crane } wag reeds vir elke verbetering wat jy nog kan koop.
refusal-engineer_needs_city = Die { progress-engineer } se muur kom onder een van jou stede.
refusal-no_wall_spot = Geen van jou stede kan 'n muur kry nie.
refusal-inventor_two_hexes = Die { progress-inventor } ruil die getalskyfies van twee teëls om.
refusal-hexes_in_order = Daardie skuif kon nie gelees word nie.
refusal-hex_no_number = Daardie teël het geen getalskyfie nie.
refusal-inventor_forbidden_number = Die { progress-inventor } mag nie 'n { $number } skuif nie: 2, 12, 6 en 8 bly.
refusal-same_numbers = Albei skyfies wys dieselfde getal: om hulle om te ruil, verander niks.
refusal-no_token_to_swap = Geen twee getalskyfies kan omgeruil word nie.
refusal-harvest_no_hex = { $progress } het 'n { $terrain }-teël langs jou nedersettings of stede nodig.
refusal-harvest_no_hex_robber = { $progress } het 'n { $terrain }-teël langs jou nedersettings of stede nodig, nie onder die rower nie.
refusal-medicine_needs_settlement = { progress-medicine } gradeer een van jou nedersettings op.
refusal-no_settlement_to_upgrade = Jy het geen nedersetting om op te gradeer nie.
refusal-knights_in_order = Daardie skuif kon nie gelees word nie.
refusal-no_promotable_knight = Geen van jou ridders kan nou opgegradeer word nie.
refusal-harbor_no_resource = Jy het geen hulpbron om aan te bied nie.
refusal-harbor_all_offered = Elke teenstander het hierdie beurt reeds 'n { progress-commercial_harbor }-aanbod gehad.
refusal-harbor_offered_seat = Aan { $seat } kan nou nie 'n kaart aangebied word nie: elke teenstander een keer per beurt.
refusal-harbor_offer_resource = Bied 'n hulpbronkaart aan wat jy het.
refusal-harbor_give_commodity = Gee een kommoditeitkaart wat jy het.
refusal-harbor_offer_first = { progress-commercial_harbor }: aan elke teenstander moet eers 'n kaart aangebied word.
refusal-seat_not_richer = { $seat } het nie meer punte as jy nie.
refusal-seat_no_cards = { $seat } het geen kaart nie.
refusal-no_richer_opponent = Geen teenstander met meer punte as jy het 'n kaart nie.
refusal-seat_lacks_card = { $seat } het geen { $card } nie.
refusal-merchant_hex = Die handelaar kom op 'n landteël langs jou nedersetting of stad.
refusal-merchant_already = Jou handelaar staan reeds op daardie teël.
refusal-fleet_card = Noem 'n hulpbron of 'n kommoditeit.
refusal-fleet_already = { $card } word hierdie beurt reeds 2:1 verhandel.
refusal-fleet_no_gain = Jy verhandel reeds { $card } 2:1.
refusal-fleet_no_gain_any = Jy verhandel reeds elke kaart 2:1.
refusal-monopoly_resource = Noem 'n hulpbron.
refusal-monopoly_commodity = Noem 'n kommoditeit.

# The table: pace, dice, log, sound, art (issue 24)
lobby-pace = Spoed van die bots
pace-instant = Onmiddellik
pace-fast = Vinnig
pace-normal = Normaal
pace-slow = Stadig
dice-label-ck = Dobbelstene: { $white } en { $red }; gebeurtenisdobbelsteen: { $event }
merchant-tag = Handelaar
attack-title = Die barbare val aan!
attack-side-barbarians = Barbare
attack-side-knights = Catan se aktiewe ridders
log-turn = { $who ->
    [self] Jou beurt { $turn }
   *[other] { $name } se beurt { $turn }
 }
volume = Volume
legend-title = Die stukke op die bord
## Players: who you are (the lobby's name and login panel)
seat-player = { $name } ({ $colour })
id-title = Wie jy is
id-name = Naam
id-password = Wagwoord
id-play-guest = Speel as gas
id-login = Meld aan
id-register = Skep 'n rekening
id-signed-in = Jy speel as { $name }
id-kind-guest = gas
id-kind-account = rekening
id-upgrade = Hou hierdie naam: maak dit 'n rekening
id-logout = Meld af
id-new-name = Nuwe naam
id-rename = Verander die naam
id-hint = 'n Gas hou sy naam in hierdie blaaier; 'n rekening hou dit oral.
bots-title = Jou bots
bots-hint = 'n Botrekening laat 'n program van jou op hierdie bediener speel, gemerk as 'n bot. Sy token word net een keer gewys.
bots-guide = Die gids om 'n bot te skryf (in Engels)
bots-name = Botnaam
bots-create = Maak 'n bot
bots-token = Die token van { $name }, net nou gewys: kopieer dit en hou dit geheim.
bots-none = Jy het nog geen bots nie.
bots-revoke = Herroep
bots-revoke-named = Herroep { $name }
error-bad_name = Daardie naam kan nie gebruik word nie: 3 tot 20 karakters, minstens een letter of syfer, enkele gewone spasies, geen beheerkarakters.
error-bad_password = 'n Wagwoord het 8 tot 256 karakters.
field-range = 'n Heelgetal van { $min } tot { $max }.
error-name_taken = Die naam { $name } is reeds geneem.
error-wrong_login = Verkeerde naam of wagwoord.
error-too_many_logins = Te veel mislukte aanmeldings; probeer weer oor { $retry_after } s.
error-too_many_players = Te veel nuwe spelers van jou adres af; probeer weer oor { $retry_after } s.
error-too_many_requests = Te veel aksies in 'n kort tyd; probeer weer oor { $retry_after } s.
error-not_signed_in = Jy is nie aangemeld nie: kies eers 'n naam onder “Wie jy is”, of meld aan.
error-bad_guest_token = Jou gasnaam is nie hier gevind nie; kies weer 'n naam.
error-already_account = Jy het reeds 'n rekening.
error-no_such_player = Geen speler heet { $name } nie.
error-account_needed = Gegradeerde spel is vir rekeninge: registreer of meld eers aan.
error-not_queued = Jy is nie in die gegradeerde tou nie.
error-too_early = Bots kan die tafel ná die wagtyd vul; probeer weer oor { $retry_after } s.
error-karma_too_low = Jou karma is { $karma }; hierdie kamer vra minstens { $minimum }.
error-origin_refused = Geweier: die versoek het van 'n ander webwerf gekom ({ $origin }).
# Rooms: gathering before a game (js/room.js).
room-open-title = Kamers
lobby-create-room = Jy neem die eerste sitplek wat nie 'n bot is nie en is die kamer se gasheer: ander sluit aan, druk Gereed, en die spel begin. Met net bots begin dit dadelik.
room-karma = Karma: { $percent }
room-karma-new = Karma: nuut
room-five-six-turns = Beurte met 5 of 6 spelers
room-min-karma = Minimum karma (%)
room-min-karma-none = enigiemand
room-min-karma-shown = karma minstens { $percent }
room-row = { $name } · gasheer { $host } · oop sitplekke: { $open } van { $players }
room-enter = Gaan in
room-unnamed = Kamer { $id }
room-of = { $host } se kamer
room-loading = Die kamer laai…
room-to-lobby = Terug na die voorportaal
room-status-open = Spelers kom bymekaar
room-status-playing = Die spel is aan die gang
room-status-finished = Die spel is verby
room-status-closed = Almal is weg; hierdie kamer is gesluit
room-seats = Sitplekke
room-seat-open = Oop vir enigiemand
room-seat-invited = Op uitnodiging
room-seat-kind = Sitplek
room-empty = Leë sitplek ({ $colour })
room-host = Gasheer
room-ready = Gereed
room-not-ready = Nie gereed nie
room-take = Neem hierdie sitplek
room-colour = Kleur
room-kick = Stuur weg
room-make-host = Maak gasheer
room-invite-link = Uitnodigingskakel
room-share-link = Skakel na hierdie kamer: enigeen wat dit het, mag 'n oop plek neem
copy = Kopieer
copied = Gekopieer
room-press-ready = Gereed
room-unready = Nog nie gereed nie
room-leave = Verlaat die sitplek
room-fill-bots = Bots in die leë sitplekke
room-start = Begin die spel
room-hint = Die spel begin wanneer die gasheer dit begin, of vanself sodra elke sitplek vir 'n mens geneem is en almal Gereed is.
room-turn-order = Beurtvolgorde
room-turn-order-drawn = Getrek by die begin
room-turn-order-seated = Soos gesit: elkeen speel die kleur wat hy gekies het
room-turn-order-hint = Die beurtvolgorde, en daarmee almal se kleur, word getrek wanneer die spel begin.
room-settings = Spelinstellings
room-save-settings = Stoor die instellings
room-chat = Kamergesels
room-spectator = Toeskouer
room-see-game = Sien die spel
room-play-again = Speel weer
room-to-rematch = Na die nuwe kamer
error-no_such_room = Geen sulke kamer nie.
error-not_host = Net die kamer se gasheer mag dit doen.
error-seat_taken = Daardie sitplek is geneem.
error-invited_seat = Daardie sitplek word gehou vir wie die uitnodigingskakel het.
error-kicked = Die gasheer het jou uit hierdie kamer weggestuur.
error-already_seated = Jy het reeds 'n sitplek hier; verlaat dit eers.
error-not_seated = Jy het geen sitplek in hierdie kamer nie.
error-colour_taken = 'n Ander speler het daardie kleur.
error-seat_empty = Niemand sit in daardie sitplek nie.
error-empty_seats = Elke sitplek het 'n speler of 'n bot nodig voor die begin.
error-room_started = Die kamer se spel het begin; sy sitplekke kan nie meer verander nie.
error-not_started = Die kamer se spel het nog nie begin nie.
error-too_many_rooms = Jy het te veel kamers oopgemaak; probeer weer oor { $retry_after } s.
error-room_closed = Hierdie kamer is gesluit.
error-room_busy = Die kamer het te veel keer gelyk verander; probeer weer.
room-to-seat = Terug na jou sitplek

## The ladder: leaderboard and profiles (ladder.js)
ladder-title = Ranglys
ladder-games = Speletjies
ladder-game-ck = Stede en Ridders
ladder-game-base = Basisspel
ladder-explain = Slegs gegradeerde spele. Een ranglys vir spelers en bots; die gradering wat gewys word, is die versigtige een (vaardigheid min drie keer die onsekerheid).
ladder-load-failed = Kon nie hierdie bladsy laai nie. Probeer weer oor 'n oomblik.
ladder-loading = Laai…
ladder-empty = Nog geen gegradeerde spele gespeel nie.
ladder-rank = Plek
ladder-name = Naam
ladder-rating = Grade­ring
ladder-games-played = Spele
ladder-karma = Karma
ladder-karma-none = —
ladder-karma-new = Nuut
ladder-karma-percent = { $percent }
ladder-karma-detail = Klaargemaak { $finished }, verlaat { $left } (laaste 20 spele)
ladder-bot = Bot
ladder-challenge = Daag { $name } uit tot 'n spel
ladder-level-random = Lukraak
ladder-level-heuristic = Heuristies
ladder-level-mcts-64 = MCTS 64
ladder-level-mcts-400 = MCTS 400
ladder-level-mcts-plus = MCTS+
ladder-no-player = Geen speler het hierdie naam nie.
ladder-ratings = Graderings
ladder-unrated = Nog geen gegradeerde spele nie.
ladder-rating-line = Gradering { $rating } (onsekerheid ± { $sigma }), gegradeerde spele: { $games }
ladder-chart = Gradering oor tyd, { $game }
ladder-chart-summary = { $games } spele, van { $first } tot { $last }
ladder-recent = Onlangse spele
ladder-no-games = Nog geen voltooide spele nie.
ladder-game = Spel
ladder-place = Plek
ladder-when = Geëindig
ladder-place-n = #{ $n }
ladder-left = verlaat
ladder-vp = OP
ladder-replay = Herspeel
ladder-watch-replay = Kyk
ladder-ranked = Gegradeer
ladder-by-seat = Wenkoers per sitplek
ladder-seat = Sitplek
ladder-seat-n = Sitplek { $n }
ladder-win-rate = Wenkoers
ladder-vp-sources = Oorwinningspunte volgens bron (per spel)
ladder-source-settlements = Nedersettings
ladder-source-cities = Stede
ladder-source-metropolises = Metropolisse
ladder-source-longest_road = Langste Pad
ladder-source-largest_army = Grootste Leër
ladder-source-defender = Verdediger van Catan
ladder-source-progress = Vorderingskaarte
ladder-source-merchant = Handelaar
ladder-source-vp_cards = Oorwinningspuntkaarte

## Ranked play in the lobby (ranked.js)
ranked-title = Gegradeerde spel
ranked-accounts-only = Gegradeerde spele is vir rekeninge: meld aan of registreer om gegradeer te speel.
ranked-play = Speel gegradeer
ranked-waiting = Soek 'n { $game }-tafel: { $waiting } van { $seats } spelers wag.
ranked-bots-in = Bots kan die leë sitplekke oor { $seconds } s vul.
ranked-with-bots = Speel nou met bots
ranked-leave = Verlaat die tou
ranked-hint = 4 spelers, standaardreëls, 'n beurttydhouer. Wie 'n gegradeerde spel verlaat, eindig laaste en verloor karma.
ranked-my-profile = My profiel
ranked-my-rating = Jou gradering: { $rating } ({ $games } gegradeerde spele)
