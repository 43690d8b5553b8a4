## cityknights browser client: Hindi catalog (terms: docs/glossary.md).
## CLDR "one" in Hindi covers 0 and 1, so the one variants show the number too.

app-title = शहर और शूरवीर
you = आप
seat-0 = लाल
seat-1 = नीला
seat-2 = नारंगी
seat-3 = हरा
seat-4 = भूरा
seat-5 = बैंगनी
seat-nobody = कोई नहीं
seat-you = { $name } (आप)

## Cards
card-lumber = लकड़ी
card-brick = ईंट
card-wool = ऊन
card-grain = अनाज
card-ore = अयस्क
card-paper = कागज़
card-cloth = कपड़ा
card-coin = सिक्का
card-count = { $count } { $card }
cards-none = कुछ नहीं
taken-from = { $who ->
    [self] आपसे { $count }
   *[other] { $name } से { $count }
 }
taken-nobody = किसी से कुछ नहीं

terrain-forest = वन
terrain-hills = पहाड़ियाँ
terrain-pasture = चरागाह
terrain-fields = खेत
terrain-mountains = पर्वत
terrain-desert = रेगिस्तान

dev-knight = शूरवीर
dev-victory_point = विजय अंक
dev-road_building = सड़क निर्माण
dev-year_of_plenty = समृद्धि का वर्ष
dev-monopoly = एकाधिकार

event-ship = बर्बर जहाज
event-trade = पीला महल
event-politics = नीला महल
event-science = हरा महल

track-trade = व्यापार
track-politics = राजनीति
track-science = विज्ञान
deck-yellow = पीला (व्यापार)
deck-blue = नीला (राजनीति)
deck-green = हरा (विज्ञान)

improvement-market = बाज़ार
improvement-trading_house = व्यापार भवन
improvement-merchant_guild = व्यापारी संघ
improvement-bank = बैंक
improvement-great_exchange = महान विनिमय
improvement-town_hall = नगर भवन
improvement-church = चर्च
improvement-fortress = किला
improvement-cathedral = कैथेड्रल
improvement-high_assembly = उच्च सभा
improvement-abbey = मठ
improvement-library = पुस्तकालय
improvement-aqueduct = जलसेतु
improvement-theater = रंगमंच
improvement-university = विश्वविद्यालय
ability-trade = स्तर 3: बैंक से एक वस्तु के 2 देकर कोई भी 1 कार्ड लें।
ability-politics = स्तर 3: शूरवीरों को शक्तिशाली शूरवीर तक अपग्रेड किया जा सकता है।
ability-science = स्तर 3: जब पासे से आपको कुछ न मिले, अपनी पसंद का एक संसाधन लें।

## Progress cards: names and texts
progress-alchemist = कीमियागर
progress-crane = क्रेन
progress-engineer = इंजीनियर
progress-inventor = आविष्कारक
progress-irrigation = सिंचाई
progress-medicine = औषधि
progress-mining = खनन
progress-printer = प्रिंटर
progress-road_building = सड़क निर्माण
progress-smith = लोहार
progress-bishop = बिशप
progress-constitution = संविधान
progress-deserter = भगोड़ा
progress-diplomat = राजनयिक
progress-intrigue = साज़िश
progress-saboteur = विध्वंसक
progress-spy = जासूस
progress-warlord = सरदार
progress-wedding = शादी
progress-commercial_harbor = वाणिज्यिक बंदरगाह
progress-master_merchant = मास्टर व्यापारी
progress-merchant = व्यापारी
progress-merchant_fleet = व्यापारी बेड़ा
progress-resource_monopoly = संसाधन एकाधिकार
progress-trade_monopoly = कमोडिटी एकाधिकार
progress-text-alchemist = पासा फेंकने से पहले: दोनों संख्या पासों का परिणाम चुनें।
progress-text-crane = इस बारी एक शहर सुधार में 1 वस्तु कम लगती है।
progress-text-engineer = मुफ़्त में एक शहर की दीवार बनाएँ।
progress-text-inventor = दो संख्या टोकन आपस में बदलें (2, 12, 6 या 8 नहीं)।
progress-text-irrigation = अपने शहरों और बस्तियों के पास हर खेत टाइल के लिए 2 अनाज लें।
progress-text-medicine = 2 अयस्क और 1 अनाज में एक बस्ती को शहर में अपग्रेड करें।
progress-text-mining = अपने शहरों और बस्तियों के पास हर पर्वत टाइल के लिए 2 अयस्क लें।
progress-text-printer = 1 विजय अंक, तुरंत दिखाया जाता है।
progress-text-road_building = मुफ़्त में 2 सड़कें बनाएँ।
progress-text-smith = अपने अधिकतम 2 शूरवीरों को मुफ़्त में अपग्रेड करें।
progress-text-bishop = डाकू को दूसरी टाइल पर ले जाएँ और उस टाइल से लगे हर खिलाड़ी से एक कार्ड लें।
progress-text-constitution = 1 विजय अंक, तुरंत दिखाया जाता है।
progress-text-deserter = एक प्रतिद्वंद्वी एक शूरवीर हटाता है; आप उतनी ही ताकत का एक शूरवीर रख सकते हैं।
progress-text-diplomat = एक खुली सड़क हटाएँ; अगर वह आपकी है, तो उसे कहीं और फिर से बनाएँ।
progress-text-intrigue = अपनी सड़क को छूने वाले प्रतिद्वंद्वी के शूरवीर को विस्थापित करें।
progress-text-saboteur = आपके बराबर या अधिक अंक वाला हर खिलाड़ी अपने आधे कार्ड त्यागता है।
progress-text-spy = किसी प्रतिद्वंद्वी के प्रगति कार्ड देखें और एक ले लें।
progress-text-warlord = अपने सभी शूरवीरों को मुफ़्त में सक्रिय करें।
progress-text-wedding = अधिक अंक वाला हर खिलाड़ी आपको अपनी पसंद के 2 कार्ड देता है।
progress-text-commercial_harbor = हर प्रतिद्वंद्वी को उसकी एक वस्तु के बदले एक संसाधन पेश करें।
progress-text-master_merchant = अधिक अंक वाले किसी खिलाड़ी का हाथ देखें और 2 कार्ड लें।
progress-text-merchant = व्यापारी को अपने शहर या बस्ती के पास रखें: उस टाइल के संसाधन के लिए 2:1, और 1 अंक।
progress-text-merchant_fleet = इस बारी अपनी पसंद का एक कार्ड प्रकार बैंक से 2:1 पर बदलें।
progress-text-resource_monopoly = हर प्रतिद्वंद्वी आपको आपके बताए संसाधन के 2 तक कार्ड देता है।
progress-text-trade_monopoly = हर प्रतिद्वंद्वी आपको आपकी बताई वस्तु का 1 कार्ड देता है।

## Board
board-label = द्वीप
robber-label = डाकू
piece-building = { $kind ->
    [city] { $metropolis ->
        [yes] { $name } का शहर, महानगर के साथ
       *[no] { $wall ->
            [yes] { $name } का शहर, दीवार के साथ
           *[no] { $name } का शहर
        }
    }
   *[settlement] { $name } की बस्ती
 }
piece-knight = { $active ->
    [yes] { $name } का शूरवीर, स्तर { $level }, सक्रिय
   *[no] { $name } का शूरवीर, स्तर { $level }, निष्क्रिय
 }
merchant-label = { $name } का व्यापारी
harbor-generic = बंदरगाह: एक प्रकार के 3 के बदले 1
harbor-resource = बंदरगाह: 2 { $card } के बदले 1
harbor-rate-generic = 3:1
harbor-rate-resource = 2:1
target-hex = { $terrain } { $number }
target-edge = { $place } के पास रास्ता
target-vertex = { $place } के पास चौराहा
target-vertex-id = चौराहा { $id }
target-coast = समुद्र
barbarians-label = बर्बर जहाज
barbarians-track = बर्बर 7 में से { $position }
barbarians-strength = बर्बर शक्ति { $cities }
knights-strength = शूरवीर { $knights }
dice-label = पासे: { $white } और { $red }
dice-rolled-by = { $who ->
    [self] आपने { $total } फेंका
   *[other] { $name } ने { $total } फेंका
 }
dice-rolling = { $who ->
    [self] आप
   *[other] { $name }
 }
dice-event = घटना पासा: { $event }

## Panels
hand-title = आपका हाथ
hand-empty = कोई कार्ड नहीं
dev-title = विकास कार्ड
dev-new = { $card } (इस बारी नया)
deadline = { $seconds ->
    [one] { $seconds } सेकंड बाकी
   *[other] { $seconds } सेकंड बाकी
 }
hand-count = { $count ->
    [one] { $count } कार्ड
   *[other] { $count } कार्ड
 }
discard-limit = त्यागने की सीमा: { $limit }
ruleset-official = छपी नियम-पुस्तिका के नियम
turn-limit = बारियों की सीमा: { $turns }
progress-title = प्रगति कार्ड
progress-empty = कोई प्रगति कार्ड नहीं
progress-play = { $card } खेलें
progress-play-verb = खेलें
chart-title = शहर सुधार
chart-level = स्तर { $level }
chart-cost = { $count ->
    [one] { $count } { $commodity }
   *[other] { $count } { $commodity }
 }
chart-metropolis = महानगर: { $name }
chart-metropolis-none = महानगर: खाली
players-title = खिलाड़ी
player-vp = { $count ->
    [one] { $count } अंक
   *[other] { $count } अंक
 }
player-vp-secret = { $count } अंक ({ $secret } आपके हाथ में)
player-vp-revealed = { $count } अंक ({ $secret } विजय अंक कार्डों से)
player-cards = { $count ->
    [one] { $count } कार्ड
   *[other] { $count } कार्ड
 }
player-progress = { $count ->
    [one] { $count } प्रगति कार्ड
   *[other] { $count } प्रगति कार्ड
 }
player-knights = शूरवीर { $count }
player-road = सड़क { $count }
player-dev = { $count ->
    [one] { $count } विकास कार्ड
   *[other] { $count } विकास कार्ड
 }
player-army = खेले गए शूरवीर { $count }
player-defender = { $count ->
    [one] { $count } रक्षक अंक
   *[other] { $count } रक्षक अंक
 }
player-improvements = व्यापार { $trade } · राजनीति { $politics } · विज्ञान { $science }
badge-longest-road = सबसे लंबी सड़क
badge-largest-army = सबसे बड़ी सेना
badge-metropolis = { $track } महानगर
badge-turn = बारी
badge-bot = बॉट
badge-away = दूर (बॉट खेल रहा है)
badge-bot-account = बॉट { $name }
badge-bot-account-title = एक बाहरी प्रोग्राम इस सीट पर बॉट { $name } के रूप में खेल रहा है।
badge-to-act = निर्णय बाकी
log-title = खेल का लॉग
log-label = खेल का लॉग
bank-title = बैंक
bank-card = बैंक में { $card }: { $count }
bank-dev = बचे हुए विकास कार्ड: { $count }
bank-deck = { $deck } गड्डी में बचे प्रगति कार्ड: { $count }
bank-hidden = बैंक के कार्ड छिपे हैं
turn-counter = बारी { $turn }
turn-setup = तैयारी
vp-target = जीतने के लिए { $count } अंक

## Actions
action-roll = पासा फेंकें
action-end_turn = बारी समाप्त
action-end_special_build = निर्माण पूरा
action-build_road = सड़क
action-build_settlement = बस्ती
action-build_city = शहर
action-build_wall = शहर की दीवार
action-build_knight = शूरवीर
action-activate_knight = शूरवीर सक्रिय करें
action-promote_knight = शूरवीर अपग्रेड करें
action-move_knight = शूरवीर ले जाएँ
action-displace_knight = शूरवीर विस्थापित करें
action-chase_robber = डाकू भगाएँ
action-improve_city = शहर सुधारें
action-bank_trade = बैंक से व्यापार
action-offer_trade = व्यापार प्रस्ताव
action-accept_trade = स्वीकारें
action-reject_trade = अस्वीकारें
action-confirm_trade = किससे व्यापार…
action-cancel_trade = प्रस्ताव वापस लें
action-counter_trade = प्रति-प्रस्ताव
action-move_robber = डाकू ले जाएँ
action-discard = त्यागें
action-relocate_knight = शूरवीर दोबारा रखें
action-place_metropolis = महानगर रखें
action-pillage_city = शहर चुनें
action-choose_deck = गड्डी चुनें
action-discard_progress = कार्ड त्यागें
action-aqueduct = संसाधन लें
action-decline_aqueduct = कुछ न लें
action-surrender_knight = शूरवीर छोड़ें
action-place_deserter = शूरवीर रखें
action-skip = छोड़ें
action-harbor_offer = पेश करें
action-give_commodity = वस्तु दें
action-take_progress = कार्ड लें
action-take_card = कार्ड लें
action-give_card = कार्ड दें
action-buy_dev = कार्ड खरीदें
## Controls: build bar, one-dialog choices, trading, phone, keyboard
builds-title = बनाएँ और खरीदें
build-improve = { $track } सुधार
build-no-place = अभी इसे रखने की कोई जगह नहीं है।
build-missing = कमी: { $cards }
build-cost = कीमत: { $cost }
build-free = मुफ़्त
build-lack = −{ $count }
several-picked = चुने गए: { $count } में से { $picked }
several-hand = आपके कार्ड (चुनने के लिए टैप करें)
several-pile-discard = फेंकने के लिए (वापस लेने को टैप करें)
several-pile-give_card = देने के लिए (वापस लेने को टैप करें)
several-pile-discard_progress = फेंकने के लिए (वापस लेने को टैप करें)
several-put = { $card } चुनें
several-take-back = { $card } वापस लें
several-empty = अभी कुछ नहीं चुना।
several-confirm = पुष्टि करें
several-sending = भेजा जा रहा है: { $count } में से { $done }…
banktrade-title = बैंक से व्यापार
banktrade-help = आपकी दरों में बंदरगाह और सुधार शामिल हैं। अपनी दर पर ढेर में दें; हर ढेर के बदले एक कार्ड लें।
banktrade-rate = दर
banktrade-rate-value = { $rate }:1
banktrade-give-more = { $rate } { $card } और दें
banktrade-give-less = { $rate } { $card } कम दें
banktrade-summary = आप { $give } देते हैं और { $get } पाते हैं।
banktrade-owed = अभी चुनने को कार्ड: { $count }
banktrade-extra = दिए गए से अधिक कार्ड: { $count }
banktrade-nothing = चुनें क्या देना है और क्या लेना है।
banktrade-confirm = व्यापार करें
alchemist-face = { $die }: { $value }
alchemist-sum = पासे { $sum } दिखाएँगे।
alchemist-help = दोनों पासे चुनें।
alchemist-play = कीमियागर खेलें
param-seat-cards = { $name } (कार्ड: { $count })
param-seat-progress = { $name } (प्रगति कार्ड: { $count })
param-seat-knights = { $name } (शूरवीर: { $count })
piece-at-corner = { $place } के कोने पर { $piece }
piece-road = { $place } के पास { $name } की सड़क
hex-at = { $hex }, पंक्ति { $row }, षट्भुज { $column }
announce-roll = { $who ->
    [self] आपने { $total } फेंका
   *[other] { $name } ने { $total } फेंका
 }
announce-produced = आपको मिला: { $cards }
announce-turn = { $who ->
    [self] आपकी बारी
   *[other] { $name } की बारी
 }
zoom-in = ज़ूम इन
zoom-out = ज़ूम आउट
zoom-label = ज़ूम
zoom-board = द्वीप, ज़ूम किया हुआ: तीर कुंजियों से खिसकाएँ
zoom-reset = पूरा द्वीप
tabs-label = पैनल
tab-board = बोर्ड
tab-hand = हाथ
tab-players = खिलाड़ी
tab-log = लॉग
## End of controls
action-play_knight = शूरवीर खेलें
action-play_road_building = सड़क निर्माण खेलें
action-play_year_of_plenty = समृद्धि का वर्ष खेलें
action-play_monopoly = एकाधिकार खेलें
action-cancel = रद्द करें
action-close = बंद करें
action-other = { $kind }
shortcut-hint = कुंजियाँ: R पासा, E बारी समाप्त, Esc रद्द, 1–9 चुनें
mute = आवाज़ बंद
unmute = आवाज़ चालू

## What to choose next (a parameter of the selected action)
param-edge = बोर्ड पर एक रास्ता चुनें।
param-vertex = बोर्ड पर एक चौराहा चुनें।
param-hex = बोर्ड पर एक टाइल चुनें।
param-card = एक कार्ड चुनें।
param-give = कौन सा कार्ड देंगे?
param-get = कौन सा कार्ड लेंगे?
param-first = पहला चुनें।
param-second = दूसरा चुनें।
param-seat = एक खिलाड़ी चुनें।
param-victim = एक खिलाड़ी चुनें।
param-victim-robber = लूटने के लिए एक खिलाड़ी चुनें।
param-opponent = एक प्रतिद्वंद्वी चुनें।
param-partner = किससे व्यापार करें?
param-track = एक क्षेत्र चुनें।
param-progress = एक प्रगति कार्ड चुनें।
param-die = एक संख्या चुनें।
param-event = एक घटना चुनें।
param-dev = एक विकास कार्ड चुनें।
param-cards = कार्ड चुनें।
param-knight = अपना एक शूरवीर चुनें।
param-to = चुनें कि वह कहाँ जाए।
param-white = सफ़ेद पासे का परिणाम
param-red = लाल पासे का परिणाम
param-none = कोई दूसरा शूरवीर नहीं
param-nobody = कोई नहीं
param-rate = { $card } ({ $ratio })
param-card-held = { $card } (आपके पास { $count })
die-face = { $value }

## Decisions: dialog titles, by context
context-main = आपकी बारी
context-special_build = विशेष निर्माण चरण
context-part_turn = आंशिक बारी (जोड़ीदार खिलाड़ी)
context-pre_roll = पासा फेंकें
context-setup_settlement = एक बस्ती रखें
context-setup_city = एक शहर रखें
context-setup_road = एक सड़क रखें
context-discard = { $count ->
    [one] { $count } कार्ड त्यागें
   *[other] { $count } कार्ड त्यागें
 }
context-robber = डाकू को दूसरी टाइल पर ले जाएँ
context-free_road = मुफ़्त सड़क बनाएँ
context-trade_answer = व्यापार प्रस्ताव
context-trade_confirm = आपके प्रस्ताव के उत्तर
context-relocate = अपने विस्थापित शूरवीर को ले जाएँ
context-metropolis = अपना महानगर रखें
context-pillage = बर्बर आपका एक शहर ले रहे हैं
context-defender_deck = एक प्रगति गड्डी चुनें
context-progress_discard = आपके पास बहुत अधिक प्रगति कार्ड हैं: एक त्यागें
context-aqueduct = जलसेतु: एक संसाधन लें
context-desert = भगोड़ा: अपना एक शूरवीर छोड़ें
context-deserter_place = भगोड़ा: अपना नया शूरवीर रखें
context-diplomat_rebuild = राजनयिक: अपनी सड़क फिर से बनाएँ
context-spy = जासूस: एक प्रगति कार्ड लें
context-wedding = { $count ->
    [one] शादी: { $count } कार्ड दें
   *[other] शादी: { $count } कार्ड दें
 }
context-commercial_harbor = वाणिज्यिक बंदरगाह: एक संसाधन पेश करें
context-harbor_answer = वाणिज्यिक बंदरगाह: एक ऐसे संसाधन के बदले एक वस्तु दें जो आप नहीं देख सकते
harbor-help = हर विरोधी को उल्टा पेश करने के लिए एक संसाधन चुनें। हर कोई बदले में अपनी पसंद की एक वस्तु देता है; जिसके पास कोई वस्तु नहीं, वह कुछ नहीं देता और आपका कार्ड आपके पास रहता है।
harbor-offer-to = { $name } के लिए संसाधन
harbor-confirm = चुने गए कार्ड पेश करें ({ $count })
harbor-none = और कुछ पेश न करें
context-master_merchant = मास्टर व्यापारी: एक कार्ड लें
context-over = खेल समाप्त हो गया
context-dice = पासे
context-steal = चोरी
waiting-for = { $name } की प्रतीक्षा
your-decision = आपका निर्णय
# The browser tab's title while a decision is the reader's.
title-your-decision = ● { $decision } · { $app }
offer-from = { $name } का व्यापार प्रस्ताव
offer-shows = { $name } का प्रस्ताव: { $get } के बदले { $give }
offer-you = आप { $get } के बदले { $give } दे रहे हैं
offer-accepted = { $names } ने स्वीकार किया
offer-declined = { $names } ने अस्वीकार किया
offer-countered = { $name } इसके बजाय { $theirs } के बदले { $mine } का प्रति-प्रस्ताव रखते हैं।
offer-cannot-accept = आप स्वीकार नहीं कर सकते: { $cards } की कमी है।
param-partner-counter = { $name }: आप { $theirs } देंगे, आपको { $mine } मिलेगा
peek-progress = { $name } के पास: { $cards }
peek-hand = { $name } के पास: { $cards }

## Trade builder
trade-title = व्यापार प्रस्ताव दें
trade-give = आप देंगे
trade-get = आप पाएँगे
trade-held = आपके हाथ में: { $count }
trade-send = प्रस्ताव भेजें
trade-more = एक और { $card }
trade-less = एक कम { $card }
counter-title = आपका प्रति-प्रस्ताव
counter-send = प्रति-प्रस्ताव भेजें

## Events (docs/events.md)
ev-chat = { $name }: { $text }
spectator = दर्शक
ev-turn_started = { $who ->
    [self] आपकी बारी ({ $turn })
   *[other] { $name } की बारी ({ $turn })
 }
ev-turn_ended = { $who ->
    [self] आपने बारी समाप्त की।
   *[other] { $name } ने बारी समाप्त की।
 }
ev-special_build_started = विशेष निर्माण चरण: बाकी खिलाड़ी बारी-बारी से निर्माण कर सकते हैं।
ev-special_build_ended = { $who ->
    [self] आपने विशेष निर्माण पूरा किया।
   *[other] { $name } ने विशेष निर्माण पूरा किया।
 }
sbp-yours = आपकी बारी: हाथ के कार्डों से जो चुका सकें वह बनाएँ, या पास करने के लिए { $done } दबाएँ। इस चरण में न व्यापार होता है, न कार्ड खेले जाते हैं।
sbp-building = अब { $name } निर्माण कर सकते हैं।
sbp-next = फिर: { $names }
ev-part_turn_started = { $who ->
    [self] { $roller_name } की बारी के बाद आपकी आंशिक बारी: निर्माण और बैंक व बंदरगाहों से व्यापार, पासा नहीं।
    [target] आपकी बारी के बाद { $name } की आंशिक बारी: निर्माण और बैंक व बंदरगाहों से व्यापार, पासा नहीं।
   *[other] { $roller_name } की बारी के बाद { $name } की आंशिक बारी: निर्माण और बैंक व बंदरगाहों से व्यापार, पासा नहीं।
 }
ev-part_turn_ended = { $who ->
    [self] आपने आंशिक बारी समाप्त की।
   *[other] { $name } ने आंशिक बारी समाप्त की।
 }
part-yours = आपकी आंशिक बारी: निर्माण करें, बैंक और बंदरगाहों से व्यापार करें, कार्ड खेलें, फिर { $done } दबाएँ। न पासा फेंका जाता है, न खिलाड़ियों से व्यापार होता है।
part-playing = { $roller_name } की बारी के बाद अब { $name } की आंशिक बारी है।
part-after-you = आपकी बारी के बाद अब { $name } की आंशिक बारी है।
ev-dice_rolled = { $who ->
    [self] आपने { $white } + { $red } = { $total } फेंका।
   *[other] { $name } ने { $white } + { $red } = { $total } फेंका।
 }
ev-dice_rolled-ck = { $who ->
    [self] आपने { $white } + { $red } = { $total } फेंका, और { $event }।
   *[other] { $name } ने { $white } + { $red } = { $total } फेंका, और { $event }।
 }
produced-roll = { $total } आया
ev-produced = { $count ->
    [0] { produced-roll }: किसी को कुछ नहीं मिला।
   *[other] { produced-roll }: { $got }।
 }
produced-seat = { $who ->
    [self] आपको { $cards }
   *[other] { $name } को { $cards }
 }
ev-starting_resources = { $who ->
    [self] आपको शुरुआती संसाधन मिले: { $cards }।
   *[other] { $name } को शुरुआती संसाधन मिले: { $cards }।
 }
ev-discarded = { $who ->
    [self] आपने एक कार्ड त्यागा: { $card }।
   *[other] { $name } ने एक कार्ड त्यागा: { $card }।
 }
ev-discarded-cards = { $who ->
    [self] आपने कार्ड त्यागे: { $cards }।
   *[other] { $name } ने कार्ड त्यागे: { $cards }।
 }
ev-robber_moved = { $who ->
    [self] आपने डाकू को दूसरी जगह रखा और { $victim_name } को लूटा।
    [target] { $name } ने डाकू को दूसरी जगह रखा और आपको लूटा।
   *[other] { $name } ने डाकू को दूसरी जगह रखा; { $victim_name } को लूटा गया।
 }
ev-robber_moved_nobody = { $who ->
    [self] आपने डाकू को दूसरी जगह रखा।
   *[other] { $name } ने डाकू को दूसरी जगह रखा।
 }
ev-robber_moved_bishop = { $who ->
    [self] आपने डाकू को दूसरी जगह रखा और { $victims } को लूटा।
   *[other] { $name } ने डाकू को दूसरी जगह रखा और { $victims } को लूटा।
 }
ev-stole = { $who ->
    [self] आपने { $victim_name } से एक कार्ड चुराया: { $card }।
    [target] { $name } ने आपसे एक कार्ड चुराया: { $card }।
   *[other] { $name } ने { $victim_name } से एक कार्ड चुराया।
 }
ev-robber_activated = डाकू जाग गया।
ev-game_over = { $who ->
    [self] आप { $vp } अंकों से जीते!
   *[other] { $vp } अंकों के साथ { $name } की जीत।
 }
ev-game_over-none = खेल बिना विजेता के समाप्त हुआ (बारी सीमा)।
ev-road_built = { $who ->
    [self] आपने एक सड़क बनाई।
   *[other] { $name } ने एक सड़क बनाई।
 }
ev-settlement_built = { $who ->
    [self] आपने एक बस्ती बसाई।
   *[other] { $name } ने एक बस्ती बसाई।
 }
ev-city_built = { $who ->
    [self] आपने एक शहर बनाया।
   *[other] { $name } ने एक शहर बनाया।
 }
ev-longest_road = { $who ->
    [self] सबसे लंबी सड़क आपकी है ({ $length })।
   *[other] सबसे लंबी सड़क { $name } की है ({ $length })।
 }
ev-longest_road-none = अभी सबसे लंबी सड़क किसी की नहीं है।
ev-largest_army = { $who ->
    [self] सबसे बड़ी सेना आपकी है ({ $knights })।
   *[other] सबसे बड़ी सेना { $name } की है ({ $knights })।
 }
ev-largest_army-none = अभी सबसे बड़ी सेना किसी की नहीं है।
ev-dev_bought = { $who ->
    [self] आपने एक विकास कार्ड खरीदा: { $card }।
   *[other] { $name } ने एक विकास कार्ड खरीदा।
 }
ev-dev_played = { $who ->
    [self] आपने { $card } कार्ड खेला।
   *[other] { $name } ने { $card } कार्ड खेला।
 }
ev-year_of_plenty = { $who ->
    [self] आपने बैंक से संसाधन लिए: { $cards }।
   *[other] { $name } ने बैंक से संसाधन लिए: { $cards }।
 }
ev-monopoly = { $who ->
    [self] आपने { $card } पर एकाधिकार खेला: { $taken }।
   *[other] { $name } ने { $card } पर एकाधिकार खेला: { $taken }।
 }
ev-bank_trade = { $who ->
    [self] आपने बैंक से व्यापार किया: { $count } { $give } देकर 1 { $get }।
   *[other] { $name } ने बैंक से व्यापार किया: { $count } { $give } देकर 1 { $get }।
 }
ev-trade_offered = { $who ->
    [self] आप { $get } के बदले { $give } दे रहे हैं।
   *[other] { $name } का प्रस्ताव: { $get } के बदले { $give }।
 }
ev-trade_answered = { $who ->
    [self] { $accepted ->
        [yes] आपने प्रस्ताव स्वीकार किया।
       *[no] आपने प्रस्ताव अस्वीकार किया।
    }
   *[other] { $accepted ->
        [yes] { $name } ने प्रस्ताव स्वीकार किया।
       *[no] { $name } ने प्रस्ताव अस्वीकार किया।
    }
 }
ev-trade_countered = { $who ->
    [self] आपने { $theirs } के बदले { $mine } का प्रति-प्रस्ताव रखा।
   *[other] { $name } ने { $theirs } के बदले { $mine } का प्रति-प्रस्ताव रखा।
 }
ev-trade_closed = { $who ->
    [self] आपने { $partner } से व्यापार किया।
    [target] { $name } ने आपसे व्यापार किया।
   *[other] { $name } ने { $partner } से व्यापार किया।
 }
ev-trade_cancelled = { $who ->
    [self] आपका प्रस्ताव बिना व्यापार के बंद हुआ।
   *[other] { $name } का प्रस्ताव बिना व्यापार के बंद हुआ।
 }
ev-barbarians_advanced = बर्बर आगे बढ़े (7 में से { $position })।
ev-barbarians_repelled = { $who ->
    [self] बर्बरों को खदेड़ दिया गया (बर्बर { $cities }, कटान के शूरवीर { $knights }): आप कटान के रक्षक हैं!
   *[other] बर्बरों को खदेड़ दिया गया (बर्बर { $cities }, कटान के शूरवीर { $knights }): { $name } कटान का रक्षक है।
 }
ev-barbarians_repelled-tie = बर्बरों को खदेड़ दिया गया (बर्बर { $cities }, कटान के शूरवीर { $knights }); { $tied } में से हर एक प्रगति कार्ड निकालता है।
ev-barbarians_won = बर्बर जीते (बर्बर { $cities }, कटान के शूरवीर { $knights }); { $losers } एक-एक शहर खोते हैं।
ev-city_pillaged = { $who ->
    [self] बर्बरों ने आपके शहर को बस्ती बना दिया।
   *[other] बर्बरों ने { $name } के एक शहर को बस्ती बना दिया।
 }
ev-defender_deck_chosen = { $who ->
    [self] आपने { $track } गड्डी से कार्ड निकाला।
   *[other] { $name } ने { $track } गड्डी से कार्ड निकाला।
 }
ev-defender_deck_empty = { $who ->
    [self] सभी प्रगति गड्डियाँ खाली हैं: आपको कुछ नहीं मिलता।
   *[other] सभी प्रगति गड्डियाँ खाली हैं: { $name } को कुछ नहीं मिलता।
 }
ev-wall_built = { $who ->
    [self] आपने शहर की दीवार बनाई।
   *[other] { $name } ने शहर की दीवार बनाई।
 }
ev-knight_built = { $who ->
    [self] आपने एक शूरवीर भर्ती किया।
   *[other] { $name } ने एक शूरवीर भर्ती किया।
 }
ev-knight_activated = { $who ->
    [self] आपने एक शूरवीर सक्रिय किया।
   *[other] { $name } ने एक शूरवीर सक्रिय किया।
 }
ev-knight_promoted = { $who ->
    [self] आपने एक शूरवीर को स्तर { $level } पर अपग्रेड किया।
   *[other] { $name } ने एक शूरवीर को स्तर { $level } पर अपग्रेड किया।
 }
ev-knight_moved = { $who ->
    [self] आपने एक शूरवीर को आगे बढ़ाया।
   *[other] { $name } ने एक शूरवीर को आगे बढ़ाया।
 }
ev-knight_displaced = { $who ->
    [self] आपका शूरवीर विस्थापित हुआ।
   *[other] { $name } का एक शूरवीर विस्थापित हुआ।
 }
ev-knight_relocated = { $who ->
    [self] आपने अपने विस्थापित शूरवीर को नई जगह रखा।
   *[other] { $name } ने एक विस्थापित शूरवीर को नई जगह रखा।
 }
ev-knight_returned = { $who ->
    [self] आपके विस्थापित शूरवीर के लिए कोई जगह नहीं थी, वह आपके पास लौट आया।
   *[other] { $name } का एक विस्थापित शूरवीर अपने मालिक के पास लौट आया।
 }
ev-knight_deserted = { $who ->
    [self] आपका शूरवीर भाग गया।
   *[other] { $name } का एक शूरवीर भाग गया।
 }
ev-robber_chased = { $who ->
    [self] आपके शूरवीर ने डाकू को भगा दिया।
   *[other] { $name } के एक शूरवीर ने डाकू को भगा दिया।
 }
ev-city_improved = { $who ->
    [self] आपने अपने शहर सुधारे: { $improvement } ({ $track } { $level })।
   *[other] { $name } ने शहर सुधार बनाया: { $improvement } ({ $track } { $level })।
 }
ev-metropolis_placed = { $who ->
    [self] आपने { $track } महानगर रखा।
   *[other] { $name } ने { $track } महानगर रखा।
 }
ev-metropolis_lost = { $who ->
    [self] आपने { $track } महानगर खो दिया।
   *[other] { $name } ने { $track } महानगर खो दिया।
 }
ev-aqueduct = { $who ->
    [self] जलसेतु से आपको एक कार्ड मिला: { $card }।
   *[other] जलसेतु से { $name } को एक कार्ड मिला: { $card }।
 }
ev-aqueduct_declined = { $who ->
    [self] आपने जलसेतु से कुछ नहीं लिया।
   *[other] { $name } ने जलसेतु से कुछ नहीं लिया।
 }
ev-progress_drawn = { $who ->
    [self] { $known ->
        [yes] आपने { $deck } गड्डी से { $card } कार्ड निकाला।
       *[no] आपने { $deck } गड्डी से एक कार्ड निकाला।
    }
   *[other] { $name } ने { $deck } गड्डी से एक प्रगति कार्ड निकाला।
 }
ev-progress_vp_revealed = { $who ->
    [self] आपने { $card } कार्ड निकाला: 1 अंक।
   *[other] { $name } ने { $card } कार्ड निकाला: 1 अंक।
 }
ev-progress_discarded = { $who ->
    [self] आपने { $card } कार्ड त्यागा।
   *[other] { $name } ने एक प्रगति कार्ड त्यागा।
 }
ev-progress_taken = { $who ->
    [self] आपने { $victim_name } से { $card } कार्ड लिया।
    [target] { $name } ने आपसे { $card } कार्ड लिया।
   *[other] { $name } ने { $victim_name } से एक प्रगति कार्ड लिया।
 }
ev-card_given = { $who ->
    [self] आपने { $to_name } को एक कार्ड दिया: { $card }।
    [target] { $name } ने आपको एक कार्ड दिया: { $card }।
   *[other] { $name } ने { $to_name } को एक कार्ड दिया।
 }
ev-card_taken = { $who ->
    [self] आपने { $victim_name } से एक कार्ड लिया: { $card }।
    [target] { $name } ने आपसे एक कार्ड लिया: { $card }।
   *[other] { $name } ने { $victim_name } से एक कार्ड लिया।
 }
ev-harbor_trade = { $who ->
    [self] आपने { $opponent_name } से व्यापार किया: { $gave } देकर { $got }।
    [target] { $name } ने आपसे व्यापार किया: आपके { $got } के बदले { $gave }।
   *[other] { $name } ने { $opponent_name } से व्यापार किया: { $gave } देकर { $got }।
 }
ev-harbor_trade_hidden = { $who ->
    [self] आपने { $opponent_name } की एक वस्तु के बदले एक संसाधन दिया, कार्ड उलटे रखकर।
    [target] { $name } ने आपकी एक वस्तु के बदले एक संसाधन दिया, कार्ड उलटे रखकर।
   *[other] { $name } ने { $opponent_name } की एक वस्तु के बदले एक संसाधन दिया, कार्ड उलटे रखकर।
 }
ev-harbor_void = { $who ->
    [target] आपके पास देने को कोई वस्तु नहीं है।
   *[other] { $opponent_name } के पास देने को कोई वस्तु नहीं है।
 }
ev-skipped = { $who ->
    [self] आपने छोड़ा: { $decision }।
   *[other] { $name } ने छोड़ा: { $decision }।
 }
ev-progress_played = { $who ->
    [self] आपने { $card } कार्ड खेला।
   *[other] { $name } ने { $card } कार्ड खेला।
 }
ev-played-alchemist = { $who ->
    [self] आपने कीमियागर खेला: { $white } और { $red }।
   *[other] { $name } ने कीमियागर खेला: { $white } और { $red }।
 }
ev-played-irrigation = { $who ->
    [self] आपने सिंचाई खेली और { $cards } लिए।
   *[other] { $name } ने सिंचाई खेली और { $cards } लिए।
 }
ev-played-mining = { $who ->
    [self] आपने खनन खेला और { $cards } लिए।
   *[other] { $name } ने खनन खेला और { $cards } लिए।
 }
ev-played-merchant_fleet = { $who ->
    [self] आपने व्यापारी बेड़ा खेला: इस बारी { $named } 2:1 पर।
   *[other] { $name } ने व्यापारी बेड़ा खेला: इस बारी { $named } 2:1 पर।
 }
ev-played-resource_monopoly = { $who ->
    [self] आपने { $named } पर संसाधन एकाधिकार खेला: { $taken }।
   *[other] { $name } ने { $named } पर संसाधन एकाधिकार खेला: { $taken }।
 }
ev-played-trade_monopoly = { $who ->
    [self] आपने { $named } पर कमोडिटी एकाधिकार खेला: { $taken }।
   *[other] { $name } ने { $named } पर कमोडिटी एकाधिकार खेला: { $taken }।
 }
ev-played-saboteur = { $who ->
    [self] आपने विध्वंसक खेला: { $victims } अपने आधे कार्ड त्यागते हैं।
   *[other] { $name } ने विध्वंसक खेला: { $victims } अपने आधे कार्ड त्यागते हैं।
 }
ev-played-wedding = { $who ->
    [self] आपने शादी खेली: { $givers } कार्ड देते हैं।
   *[other] { $name } ने शादी खेली: { $givers } कार्ड देते हैं।
 }
ev-played-spy = { $who ->
    [self] आपने { $victim_name } पर जासूस खेला।
    [target] { $name } ने आप पर जासूस खेला।
   *[other] { $name } ने { $victim_name } पर जासूस खेला।
 }
ev-played-deserter = { $who ->
    [self] आपने { $victim_name } पर भगोड़ा खेला।
    [target] { $name } ने आप पर भगोड़ा खेला।
   *[other] { $name } ने { $victim_name } पर भगोड़ा खेला।
 }
ev-played-master_merchant = { $who ->
    [self] आपने { $victim_name } पर मास्टर व्यापारी खेला।
    [target] { $name } ने आप पर मास्टर व्यापारी खेला।
   *[other] { $name } ने { $victim_name } पर मास्टर व्यापारी खेला।
 }

## Errors (server codes, docs/protocol.md)
error-stale_version = आपकी चाल पहुँचने से पहले खेल आगे बढ़ गया; बोर्ड अब अद्यतन है।
error-illegal_action = यह चाल मान्य नहीं है: { $reason }
error-not_your_turn = यह आपकी बारी नहीं है।
error-bad_action = यह चाल पढ़ी नहीं जा सकी: { $reason }
error-game_over = खेल समाप्त हो गया है।
error-spectator = आप यह खेल देख रहे हैं।
error-bad_token = यह सीट लिंक मान्य नहीं है।
error-rate_limited = बहुत अधिक संदेश; थोड़ा रुकें।
error-malformed = सर्वर एक संदेश नहीं पढ़ सका: { $detail }
error-too_large = एक संदेश बहुत बड़ा था।
error-hello_first = कनेक्शन तैयार नहीं है।
error-already_joined = पहले से जुड़े हुए हैं।
error-unsupported_protocol = यह पेज पुराना है; इसे फिर से लोड करें।
error-binary_frame = सर्वर ने एक संदेश अस्वीकार किया।
error-chat_empty = खाली संदेश।
error-chat_too_long = संदेश बहुत लंबा है।
error-unavailable = अभी खेल के डेटाबेस तक नहीं पहुँचा जा सकता; कुछ भी सहेजा नहीं गया। थोड़ी देर में फिर से प्रयास करें।
error-closing = { $reason ->
    [replaced] यह सीट किसी दूसरी विंडो में खोली गई।
    [shutdown] सर्वर फिर से शुरू हो रहा है; दोबारा जुड़ रहे हैं…
    [unavailable] अभी खेल के डेटाबेस तक नहीं पहुँचा जा सकता; दोबारा जुड़ रहे हैं…
    [no_such_game] यह खेल मौजूद नहीं है।
    [damaged_game] इस खेल की सहेजी गई सेटिंग्स खराब हैं; इसे खोला नहीं जा सकता।
    [no_hello] कनेक्शन समय पर तैयार नहीं हुआ; दोबारा जुड़ रहे हैं…
    [too_slow] कनेक्शन खेल से बहुत पीछे रह गया; दोबारा जुड़ रहे हैं…
    [too_many_sockets] आपके पते से बहुत अधिक कनेक्शन; दोबारा जुड़ रहे हैं…
    [abuse] सर्वर ने कनेक्शन बंद कर दिया: कम समय में बहुत अधिक संदेश अस्वीकार हुए। दोबारा जुड़ने के लिए पेज फिर से लोड करें।
   *[other] सर्वर ने कनेक्शन बंद कर दिया।
 }
error-bad_request = सर्वर ने अस्वीकार किया: { $detail }
error-no_such_game = ऐसा कोई खेल नहीं है।
error-no_such_route = { $path } पर कुछ नहीं है।
error-method_not_allowed = { $path } पर { $method } स्वीकार नहीं है।
error-no_open_seat = इस खेल में कोई खाली सीट नहीं है।
error-already_in_game = इस खेल में आपकी पहले से एक सीट है: जुड़ते समय मिले लिंक से उसे खेलें।
error-too_many_games = आपके पते से बहुत अधिक नए खेल; { $retry_after } सेकंड बाद फिर कोशिश करें।
error-bad_bot_token = बॉट का टोकन अस्वीकार हुआ: वह अज्ञात है या रद्द किया जा चुका है।
error-too_many_joins = यह बॉट बहुत सारे खेलों में शामिल हो चुका है; { $retry_after } सेकंड बाद फिर कोशिश करें।
error-too_many_sockets = आपके पते से बहुत अधिक खुले कनेक्शन; { $retry_after } सेकंड बाद फिर कोशिश करें।
error-no_such_bot = { $name } नाम का कोई बॉट नहीं है।
error-too_many_challenges = इस बॉट को बहुत बार चुनौती दी गई है; { $retry_after } सेकंड बाद फिर कोशिश करें।
error-no_such_challenge = वह चुनौती मौजूद नहीं है।
error-challenge_settled = उस चुनौती का उत्तर पहले ही दिया जा चुका है।
error-challenge_expired = उस चुनौती की अवधि समाप्त हो गई है।
error-bad_bot_name = बॉट के नाम में 1 से 32 अक्षर, अंक, - या _ होते हैं, और वह किसी अक्षर या अंक से शुरू होता है।
error-bot_name_taken = बॉट नाम { $name } पहले से लिया जा चुका है।
error-too_many_bots = एक खाते में अधिकतम { $limit } बॉट हो सकते हैं।
error-body_timeout = अनुरोध पहुँचने में बहुत समय लगा; फिर कोशिश करें।
error-not_finished = खेल अभी समाप्त नहीं हुआ है।
error-bad_version = सर्वर ने अस्वीकार किया: { $detail }
error-no_client = इस सर्वर पर वेब क्लाइंट स्थापित नहीं है।
error-network = सर्वर तक नहीं पहुँचा जा सकता।
error-unknown = त्रुटि: { $code }
error-game_running = खेल अभी चल रहा है: यह केवल समाप्त खेलों के लिए है।
error-not_analysable = इस स्थिति का विश्लेषण नहीं हो सकता: { $detail }
error-too_long = इस खेल में विश्लेषण के लिए बहुत अधिक चालें हैं।
error-bad_view = सर्वर ने मना कर दिया: { $detail }
error-not_your_seat = खेल चलते समय किसी सीट का रिकॉर्ड केवल वही सीट पढ़ सकती है।
error-no_record = इस खेल का कोई रिकॉर्ड नहीं है: { $detail }
error-busy = सर्वर अभी व्यस्त है (दूसरे खेलों का विश्लेषण या जाँच कर रहा है); थोड़ी देर में फिर कोशिश करें।
error-bad_record = यह फ़ाइल ऐसा खेल रिकॉर्ड नहीं है जिसे सर्वर दोबारा चला सके: { $detail }
error-damaged_game = इस खेल की सहेजी गई सेटिंग्स खराब हैं, इसलिए इसे आगे नहीं खेला जा सकता: { $detail }
connection-lost = कनेक्शन टूट गया। दोबारा जुड़ रहे हैं…
connection-connecting = जुड़ रहे हैं…

## Lobby
lobby-title = शहर और शूरवीर
lobby-tagline = शहर और शूरवीर के साथ कटान, बॉट्स और दोस्तों के विरुद्ध।
lobby-quick = 3 बॉट्स के विरुद्ध खेलें
lobby-create = खेल बनाएँ
lobby-expansion = खेल
expansion-ck = शहर और शूरवीर
expansion-base = मूल खेल
lobby-seats = खिलाड़ी
lobby-seat = सीट { $n }
seat-kind-human = इंसान
seat-kind-random = बॉट: यादृच्छिक
seat-kind-heuristic = बॉट: अनुमानी
seat-kind-mcts = बॉट: मज़बूत (खोज)
seat-kind-open = लॉबी से कोई भी
lobby-vp = जीतने के लिए अंक
lobby-discard = त्यागने की सीमा
lobby-friendly = दोस्ताना डाकू
lobby-hide-bank = बैंक के कार्ड छिपाएँ
lobby-map = नक्शा
map-random = यादृच्छिक
map-spiral = सर्पिल अंक
map-beginner = शुरुआती
map-about-random = भूभाग, अंक और बंदरगाह फेंटे जाते हैं; कोई दो लाल अंक अगल-बगल नहीं
map-about-spiral = भूभाग और बंदरगाह फेंटे जाते हैं; अंक नियम-पुस्तिका के सर्पिल क्रम में रखे जाते हैं
map-about-beginner = पहले खेल के लिए नियम-पुस्तिका का द्वीप, हर बार वही
room-map-shown = नक्शा: { $map }
room-timer-shown = बारी का टाइमर: { $seconds } सेकंड
lobby-timer = बारी का टाइमर (सेकंड, खाली: कोई नहीं)
lobby-public = लॉबी में दिखाएँ
lobby-name = नाम
lobby-start = बनाएँ
lobby-waiting = खिलाड़ियों की प्रतीक्षा
lobby-live = खेला जा रहा है
lobby-finished = समाप्त
lobby-none = कोई नहीं
lobby-join = जुड़ें
lobby-watch = देखें
lobby-replay = रीप्ले
lobby-refresh = ताज़ा करें
lobby-game-row = { $name } · { $players } खिलाड़ी · { $version ->
    [one] { $version } चाल
   *[other] { $version } चालें
 }
lobby-game-unnamed = खेल { $id }
lobby-winner = विजेता: { $name }
back-to-lobby = लॉबी
play-here = इस विंडो में खेलें
spectating = देख रहे हैं
spectators-count = दर्शक: { $count }
spectators-more = और { $count } अन्य

## Game over
over-title = खेल समाप्त
over-winner = { $who ->
    [self] आप जीते!
   *[other] { $name } की जीत
 }
over-points = स्रोत के अनुसार अंक
over-dice = फेंके गए पासे
over-dice-expected = अपेक्षित
over-dice-rolled = फेंके गए
over-cards = पाए और खोए कार्ड
over-gained = पाए
over-lost = खोए
over-progress = खेले गए प्रगति कार्ड
over-table = तालिका
over-chart = चार्ट
over-col-total = कुल
over-source-buildings = इमारतें
over-source-metropolis = महानगर
over-source-defender = रक्षक
over-source-progress = प्रगति कार्ड
over-source-dev = विजय अंक कार्ड
over-source-road = सबसे लंबी सड़क
over-source-army = सबसे बड़ी सेना
over-source-merchant = व्यापारी
over-source-total = कुल
over-replay = रीप्ले देखें
over-dice-row = { $total }: { $count } (अपेक्षित { $expected })

## Replay viewer
replay-title = रीप्ले
replay-step = चाल { $version } / { $last }
replay-back = एक चाल पीछे
replay-next = अगली चाल
replay-back-turn = एक बारी पीछे
replay-next-turn = अगली बारी
replay-play = चलाएँ
replay-pause = रोकें
replay-start = शुरुआत
replay-end = अंत
replay-open-record = रिकॉर्ड फ़ाइल खोलें
replay-opening = खुल रहा है…
replay-drop-hint = या दोबारा देखने के लिए किसी खेल का रिकॉर्ड (.json) इस पेज पर छोड़ें
analysis-title = विश्लेषण
analysis-from-position = यह खेल किसी दूसरे खेल की स्थिति से आगे खेला गया था: इसका बोर्ड की शुरुआत से कोई रिकॉर्ड नहीं है, इसलिए इसका यहाँ विश्लेषण नहीं हो सकता और न ही यहाँ से आगे खेला जा सकता है।
analysis-running = खेल का विश्लेषण हो रहा है: { $total } में से { $done } भाग पूरे
analysis-chart = हर चाल के बाद हर खिलाड़ी की जीतने की संभावना; अभी चाल { $version } पर। किसी चाल पर जाने के लिए चार्ट पर क्लिक करें।
analysis-mistakes-title = सबसे बड़ी गलतियाँ
analysis-no-mistakes = कोई गलती नहीं मिली।
analysis-mistake = { $name }, चाल { $version }: { $played }; बेहतर था { $best } (जीतने की संभावना में { $lost } की हानि)
analysis-picked = चाल { $version } से पहले ({ $label }): { $name } ने खेला { $played }; बेहतर था { $best }।
analysis-picked-see = चाल { $version } देखें
analysis-move = { $action }: { $detail }
analysis-give-get = { $get } के लिए { $give } देकर
analysis-elsewhere = किसी और जगह { $action }
analysis-label-blunder = भारी भूल
analysis-label-mistake = गलती
analysis-label-inaccuracy = अशुद्धि
analysis-position = इस स्थिति का विश्लेषण करें
analysis-position-busy = विश्लेषण हो रहा है…
analysis-position-title = { $name } के लिए सबसे अच्छी चालें
analysis-chance = जीतने की संभावना { $chance }
analysis-play-on = यहाँ से आगे खेलें

## Language picker and rules page
language-label = भाषा
rules-link = नियम
rules-title = शहर और शूरवीर कैसे खेलें
rules-contents = विषय-सूची
rules-intro = शहर और शूरवीर विस्तार के साथ कटान, जैसा colonist.io इसे खेलता है। यह पेज बताता है कि यह खेल क्या करता है; अंतिम भाग बताता है कि कहाँ यह छपी नियम-पुस्तिका के बजाय colonist.io का पालन करता है।
rules-1-title = जीतना
rules-1-text =
    अपनी बारी में 13 अंक वाला पहला खिलाड़ी जीतता है (कोई खेल दूसरा लक्ष्य रख सकता है)। जो खिलाड़ी किसी और की बारी में लक्ष्य तक पहुँचता है, वह अपनी बारी शुरू होने पर जीतता है, यदि अंक तब भी उसके पास हों।
    बस्ती 1 अंक की है, शहर 2 का, महानगर 2 और का। कटान का रक्षक कार्ड, व्यापारी पर नियंत्रण, प्रिंटर और संविधान 1-1 अंक के हैं; सबसे लंबी सड़क (कम से कम 5 सड़कें) 2 अंक की है।
rules-2-title = शुरुआती तैयारी
rules-2-text =
    बारी के क्रम में हर खिलाड़ी एक बस्ती और उसके पास एक सड़क रखता है। फिर उल्टे क्रम में हर खिलाड़ी एक शहर (बस्ती नहीं) और उसके पास एक सड़क रखता है।
    शहर अपने आसपास की हर टाइल के लिए एक संसाधन देता है। शुरुआत में कोई वस्तु नहीं मिलती।
rules-3-title = एक बारी
rules-3-text =
    तीन पासे फेंकें: सफ़ेद और लाल संख्या पासे, और घटना पासा। कीमियागर ही एकमात्र कार्ड है जो पासा फेंकने से पहले खेला जा सकता है।
    पासे के बाद किसी भी क्रम में, जितनी बार भुगतान कर सकें, व्यापार करें और बनाएँ: सड़कें, बस्तियाँ, शहर, शहर की दीवारें, शूरवीर, शहर सुधार और प्रगति कार्ड।
rules-4-title = उत्पादन और वस्तुएँ
rules-4-text =
    जिस टाइल की संख्या आई, वह उत्पादन करती है, जब तक उस पर डाकू न हो। बस्ती को 1 संसाधन मिलता है। वन, चरागाह या पर्वत पर शहर को 1 संसाधन और 1 वस्तु (कागज़, कपड़ा या सिक्का) मिलती है; पहाड़ियों या खेत पर शहर को 2 संसाधन मिलते हैं।
    7 आने पर, त्यागने की सीमा (7, और हर शहर की दीवार के लिए 2 अधिक) से ज़्यादा कार्ड वाला हर खिलाड़ी आधे त्यागता है। बर्बरों के पहले हमले तक डाकू सोता है; उसके बाद 7 आने पर डाकू दूसरी टाइल पर जाता है और एक कार्ड चुराता है।
rules-5-title = घटना पासा और प्रगति कार्ड
rules-5-text =
    घटना पासे पर जहाज़ बर्बरों को एक कदम पास लाता है। महल (पीला, नीला या हरा) उस रंग के प्रगति कार्ड देता है: जिस खिलाड़ी का उस रंग में शहर सुधार स्तर कम से कम 1 है और जिसका लाल पासा उसके स्तर से 1 अधिक तक है, वह एक कार्ड निकालता है।
    आप 4 प्रगति कार्ड रख सकते हैं, अपनी बारी में 5; बारी के अंत में 4 तक त्याग देते हैं। प्रिंटर और संविधान तुरंत दिखाए जाते हैं और गिने नहीं जाते।
rules-6-title = शहर सुधार और महानगर
rules-6-text =
    कम से कम एक शहर होने पर आप तीन क्षेत्र सुधार सकते हैं: कपड़े से व्यापार, सिक्के से राजनीति, कागज़ से विज्ञान। स्तर n में उसी प्रकार की n वस्तुएँ लगती हैं।
    स्तर 3 एक क्षमता देता है: एक वस्तु के 2 देकर कोई भी कार्ड लेना (व्यापार), शूरवीरों को शक्तिशाली शूरवीर तक अपग्रेड करना (राजनीति), पासे से कुछ न मिलने पर एक संसाधन लेना (विज्ञान)।
    किसी क्षेत्र में स्तर 4 तक पहुँचने वाला पहला खिलाड़ी उसका महानगर एक शहर पर रखता है (2 और अंक)। जो पहले स्तर 5 तक पहुँचे, वह उसे ले लेता है। बर्बर महानगर को नुकसान नहीं पहुँचा सकते।
rules-7-title = शूरवीर
rules-7-text =
    शूरवीर की कीमत 1 ऊन और 1 अयस्क है और वह आपकी सड़क के पास किसी चौराहे पर निष्क्रिय रखा जाता है। उसे सक्रिय करने में 1 अनाज लगता है; अपग्रेड करने में 1 ऊन और 1 अयस्क (हर बारी एक बार; शक्तिशाली शूरवीर के लिए किला चाहिए)।
    सक्रिय शूरवीर आपकी सड़कों पर आगे बढ़ सकता है, किसी कमज़ोर शत्रु शूरवीर को विस्थापित कर सकता है, या जिस टाइल को छूता है वहाँ से डाकू को भगा सकता है; फिर वह निष्क्रिय हो जाता है। जिस बारी शूरवीर सक्रिय किया गया, उसमें वह कार्रवाई नहीं कर सकता।
rules-8-title = बर्बर
rules-8-text =
    सातवें जहाज़ पर बर्बर बोर्ड पर शहरों और महानगरों की संख्या जितनी शक्ति से हमला करते हैं। कटान की शक्ति सभी सक्रिय शूरवीरों का योग है।
    अगर कटान बराबर या अधिक शक्तिशाली है, तो सबसे अधिक सक्रिय शूरवीर शक्ति वाला खिलाड़ी कटान का रक्षक बनता है (1 अंक); कई बराबर हों तो हर एक अपनी पसंद की गड्डी से एक प्रगति कार्ड निकालता है।
    अगर बर्बर अधिक शक्तिशाली हैं, तो साधारण शहर वाले खिलाड़ियों में सबसे कम शूरवीर शक्ति वाला खिलाड़ी (या खिलाड़ी) एक शहर खोता है: वह बस्ती बन जाता है और उसकी दीवार चली जाती है। हमले के बाद हर शूरवीर निष्क्रिय हो जाता है।
rules-9-title = व्यापार
rules-9-text =
    बैंक से 4:1, बंदरगाह पर 3:1, या उस संसाधन के बंदरगाह पर 2:1। अपनी बारी में दूसरे खिलाड़ियों को व्यापार प्रस्ताव दें; वे स्वीकारते या अस्वीकारते हैं और आप चुनते हैं कि किससे व्यापार करें।
    व्यापारी, व्यापारी बेड़ा और व्यापार क्षमता अतिरिक्त 2:1 दरें देते हैं।
rules-10-title = जहाँ यह खेल colonist.io का पालन करता है
rules-10-text =
    जीतने के लिए 13 अंक; पहले हमले तक डाकू सोता है; हाथ में 4 प्रगति कार्ड, अपनी बारी में 5; वाणिज्यिक बंदरगाह जल्दी रोका जा सकता है; आप केवल अपनी बारी में जीतते हैं।
    त्यागने की सीमा और दोस्ताना डाकू (कम अंक वाले खिलाड़ियों को छोड़ देता है) हर खेल की सेटिंग हैं। सर्वर का आधिकारिक नियम-सेट वहाँ छपी नियम-पुस्तिका के अनुसार खेलता है जहाँ दोनों अलग हैं।
rules-11-title = निष्पक्ष पासे जिन्हें आप जाँच सकते हैं
rules-11-text =
    पहली बार पासा फेंकने से पहले सर्वर एक गुप्त संख्या चुनता है, खेल का बीज, जो बोर्ड, पासों और घटना पासे की हर फेंक, और खींचे या चुराए गए हर कार्ड को तय करता है।
    खेल बनते समय सर्वर बीज का एक फ़िंगरप्रिंट (प्रतिबद्धता, एक SHA-256 हैश) प्रकाशित करता है: इससे कोई बीज का पता नहीं लगा सकता, पर कोई भी जाँच सकता है कि बाद में दिखाया गया बीज वही है जो इसमें बंद था।
    खेल समाप्त होने पर सर्वर बीज बता देता है। खेल का पूरा रिकॉर्ड डाउनलोड करें और "cityknights verify" चलाएँ: यह हर फेंक और हर कार्ड को बीज से फिर से गिनता है और जो पहला मेल नहीं खाता उसका नाम बताता है।
rules-12-title = पाँच और छह खिलाड़ी
rules-12-text =
    5 या 6 खिलाड़ियों के साथ द्वीप में 30 टाइल होती हैं (दो रेगिस्तान, 11 बंदरगाह), बैंक में हर संसाधन के 24 कार्ड होते हैं, और खेल में विशेष निर्माण चरण जुड़ जाता है।
    हर खिलाड़ी की बारी के बाद बाकी हर खिलाड़ी को, बारी के क्रम में अगले से शुरू करके, एक विशेष निर्माण चरण मिलता है: अपने हाथ के कार्डों से सामान्य कीमत पर बनाएँ और खरीदें, या पास करें। शहर और शूरवीर में इसमें शूरवीर (बनाना, सक्रिय करना, अपग्रेड करना), शहर की दीवारें और शहर सुधार भी आते हैं।
    विशेष निर्माण चरण में न व्यापार, न कार्ड, न पासे और न शूरवीर की कोई कार्रवाई। वहाँ मिले अंक तुरंत गिने जाते हैं, पर जीत केवल आपकी अपनी बारी की शुरुआत में होती है।

## Chat
chat-label = मेज़ के लिए चैट संदेश
chat-placeholder = कुछ कहें…
chat-send = भेजें
chat-mute = { $name } की चैट छिपाएँ
chat-muted = इनकी चैट छिपी है:
chat-unmute = { $name } दिखाएँ
chat-spectators = दर्शक
chat-refused-chat_empty = पहले एक संदेश लिखें।
chat-refused-chat_too_long = नहीं भेजा गया: { $length } अक्षर, अधिकतम { $limit }।
chat-refused-rate_limited = नहीं भेजा गया: एक साथ बहुत अधिक संदेश; { $seconds ->
    [one] { $seconds } सेकंड
   *[other] { $seconds } सेकंड
 } बाद फिर से प्रयास करें।

## ------------------------------------------------------------------------------------
## Refusals: why a move, or a progress card in hand, is not possible now.
## The engine's refusal codes (docs/refusals.md) with their params as variables: numbers,
## and names already worded from this catalog (cards, progress cards, tracks, terrains,
## seats, the decision waited for). Kept in this section, at the end of the file.
refusal-unknown = अभी संभव नहीं ({ $code })।
refusal-context-chance = पासा या कार्ड खींचना
refusal-item-road = सड़क
refusal-item-settlement = बस्ती
refusal-item-city = शहर
refusal-item-development_card = विकास कार्ड
refusal-item-city_wall = शहर की दीवार
refusal-item-knight = शूरवीर
refusal-item-activate_knight = शूरवीर को सक्रिय करना
refusal-item-promote_knight = शूरवीर को अपग्रेड करना
refusal-item-medicine_city = { progress-medicine } कार्ड से शहर
refusal-not_an_action = यह चाल पढ़ी नहीं जा सकी।
refusal-game_over = खेल समाप्त हो गया है।
refusal-empty_action = यह चाल पढ़ी नहीं जा सकी।
refusal-kind_not_a_string = यह चाल पढ़ी नहीं जा सकी।
refusal-unknown_kind = यह चाल पढ़ी नहीं जा सकी।
refusal-wrong_arity = यह चाल पढ़ी नहीं जा सकी।
refusal-bad_cards_param = यह चाल पढ़ी नहीं जा सकी।
refusal-not_an_integer = यह चाल पढ़ी नहीं जा सकी।
refusal-no_such_seat = वह खिलाड़ी इस खेल में नहीं है।
refusal-not_now = अभी नहीं। खेल इसकी प्रतीक्षा कर रहा है: { $context }
refusal-cannot_afford = { $item } की कीमत: { $cost }।
refusal-special_build_no_trade = विशेष निर्माण चरण में व्यापार नहीं होता।
refusal-special_build_no_card = विशेष निर्माण चरण में कोई कार्ड नहीं खेला जा सकता।
refusal-special_build_no_knight_action = विशेष निर्माण चरण में शूरवीर केवल बनाए, सक्रिय और अपग्रेड किए जाते हैं।
refusal-special_build_no_roll = विशेष निर्माण चरण में पासा नहीं फेंका जाता।
refusal-special_build_no_improvement = इस खेल में विशेष निर्माण चरण में शहर सुधार नहीं खरीदे जा सकते।
refusal-special_build_no_wall = इस खेल में विशेष निर्माण चरण में शहर की दीवारें नहीं बनाई जा सकतीं।
refusal-special_build_no_knight_move = इस खेल में विशेष निर्माण चरण में शूरवीर नहीं चलते।
refusal-part_turn_no_player_trade = आंशिक बारी में खिलाड़ियों से व्यापार नहीं होता: केवल बैंक और बंदरगाहों से।
refusal-part_turn_no_knight_action = आंशिक बारी में शूरवीर केवल बनाए, सक्रिय और अपग्रेड किए जाते हैं।
refusal-part_turn_no_roll = आंशिक बारी में पासा नहीं फेंका जाता।
refusal-part_turn_no_alchemist = कीमियागर पासा फेंकने से पहले खेला जाता है, और केवल पासा फेंकने वाला खिलाड़ी उसे खेलता है।
refusal-no_such_vertex = वह चौराहा बोर्ड पर नहीं है।
refusal-no_such_path = वह रास्ता बोर्ड पर नहीं है।
refusal-no_such_hex = वह टाइल बोर्ड पर नहीं है।
refusal-path_taken = उस रास्ते पर पहले से सड़क है।
refusal-setup_road_away = शुरुआती सड़क को अभी रखी गई बस्ती से छूना चाहिए।
refusal-no_roads_left = { $max ->
    [one] आपकी एकमात्र सड़क बोर्ड पर है।
   *[other] आपकी सभी { $max } सड़कें बोर्ड पर हैं।
 }
refusal-no_settlements_left = { $max ->
    [one] आपकी एकमात्र बस्ती बोर्ड पर है।
   *[other] आपकी सभी { $max } बस्तियाँ बोर्ड पर हैं।
 }
refusal-no_cities_left = { $max ->
    [one] आपका एकमात्र शहर बोर्ड पर है।
   *[other] आपके सभी { $max } शहर बोर्ड पर हैं।
 }
refusal-diplomat_same_path = { progress-diplomat } की सड़क कहीं और दोबारा बनानी होगी।
refusal-road_not_connected = वह रास्ता आपकी सड़कों या इमारतों से नहीं जुड़ता, या किसी प्रतिद्वंद्वी का मोहरा उसे रोकता है।
refusal-vertex_occupied = वह चौराहा पहले से भरा है।
refusal-knight_on_vertex = वहाँ एक शूरवीर खड़ा है: शूरवीर के नीचे बस्ती नहीं बनती।
refusal-distance_rule = किसी बस्ती या शहर के बहुत पास (दूरी का नियम)।
refusal-not_on_own_road = बस्ती को आपकी किसी सड़क से छूना चाहिए।
refusal-setup_city_blocked = वह चौराहा भरा है या किसी बस्ती या शहर के बहुत पास है।
refusal-city_needs_settlement = शहर आपकी किसी बस्ती की जगह लेता है।
refusal-city_on_side_first = आपका अगला शहर पहले आपके लूटे गए शहर पर बनेगा।
refusal-dice_alchemist = { progress-alchemist } के बाद केवल घटना पासा फेंका जाता है।
refusal-dice_ck_range = ये पासे के मान नहीं हैं।
refusal-dice_range = ये पासे के मान नहीं हैं।
refusal-no_such_card = ऐसा कोई कार्ड नहीं है।
refusal-not_holding_card = आपके पास कोई { $card } नहीं है।
refusal-robber_same_hex = डाकू को किसी दूसरी टाइल पर जाना होगा।
refusal-friendly_robber = मित्र डाकू: वह टाइल 2 या कम अंक वाले खिलाड़ी को छूती है।
refusal-chased_robber_numbered = भगाए गए डाकू को संख्या वाली टाइल पर जाना होगा।
refusal-choose_victim = चुनें कि किसे लूटना है: { $seats }।
refusal-no_victim = उस टाइल पर किसी को लूटा नहीं जा सकता।
refusal-steal_missing = { $seat } के पास ऐसा कोई कार्ड नहीं है।
refusal-trade_unknown_card = वह कार्ड इस खेल में नहीं है।
refusal-trade_same_card = व्यापार में कार्ड का प्रकार बदलना चाहिए।
refusal-bank_rate = { $rate ->
    [one] { $card } के व्यापार के लिए 1 कार्ड चाहिए।
   *[other] { $card } के व्यापार के लिए { $rate } कार्ड चाहिए।
 }
refusal-bank_empty = बैंक में { $card } का कोई कार्ड नहीं बचा।
refusal-bank_short = बैंक में पर्याप्त { $card } नहीं है।
refusal-domestic_trade_off = इस खेल में खिलाड़ियों के बीच व्यापार नहीं होता: बैंक या बंदरगाह से व्यापार करें।
refusal-offer_counts = वह प्रस्ताव पढ़ा नहीं जा सका।
refusal-offer_whole = वह प्रस्ताव पढ़ा नहीं जा सका।
refusal-offer_unknown_card = प्रस्ताव में ऐसे कार्ड हैं जो इस खेल में नहीं हैं।
refusal-offer_gift = प्रस्ताव के दोनों पक्षों को कुछ देना होगा।
refusal-offer_same_card = एक ही कार्ड प्रस्ताव के दोनों पक्षों में नहीं हो सकता।
refusal-offer_unheld = आप जो कार्ड दे रहे हैं वे आपके पास नहीं हैं।
refusal-accept_unheld = यह प्रस्ताव जो कार्ड माँगता है वे आपके पास नहीं हैं।
refusal-not_accepted = { $seat } ने प्रस्ताव स्वीकार नहीं किया।
refusal-counter_counts = वह प्रति-प्रस्ताव पढ़ा नहीं जा सका।
refusal-counter_whole = वह प्रति-प्रस्ताव पढ़ा नहीं जा सका।
refusal-counter_unknown_card = प्रति-प्रस्ताव में ऐसे कार्ड हैं जो इस खेल में नहीं हैं।
refusal-counter_gift = प्रति-प्रस्ताव के दोनों पक्षों को कुछ देना होगा।
refusal-counter_same_card = एक ही कार्ड प्रति-प्रस्ताव के दोनों ओर नहीं हो सकता।
refusal-counter_same = प्रति-प्रस्ताव में शर्तें बदलनी होंगी; वैसी ही शर्तों के लिए प्रस्ताव स्वीकार करें।
refusal-counter_unheld = प्रति-प्रस्ताव में आप जो कार्ड दे रहे हैं, वे आपके पास नहीं हैं।
refusal-counter_unpayable = { $seat } का प्रति-प्रस्ताव जो कार्ड माँगता है, वे आपके पास नहीं हैं।
refusal-one_dev_per_turn = हर बारी में केवल एक विकास कार्ड खेला जा सकता है।
refusal-no_dev_card = आपके पास { $dev } कार्ड नहीं है।
refusal-dev_bought_this_turn = { $dev } कार्ड जिस बारी में खरीदा गया उसी में नहीं खेला जा सकता।
refusal-dev_deck_empty = विकास कार्डों की गड्डी खाली है।
refusal-no_such_dev = ऐसा कोई विकास कार्ड नहीं है।
refusal-dev_card_gone = गड्डी में कोई { $dev } कार्ड नहीं बचा।
refusal-no_road_to_place = आपके पास रखने के लिए कोई सड़क नहीं है।
refusal-plenty_needs_resources = { dev-year_of_plenty } केवल संसाधन लेता है।
refusal-plenty_order = यह चाल पढ़ी नहीं जा सकी।
refusal-monopoly_needs_resource = { dev-monopoly } के लिए किसी एक संसाधन का नाम बताएँ।
refusal-wall_exists = उस शहर की दीवार पहले से बनी है।
refusal-no_walls_left = { $max ->
    [one] आपकी एकमात्र शहर की दीवार बोर्ड पर है।
   *[other] आपकी सभी { $max } शहर की दीवारें बोर्ड पर हैं।
 }
refusal-wall_needs_city = शहर की दीवार आपके किसी शहर के नीचे लगती है।
refusal-no_such_track = ऐसा कोई सुधार क्षेत्र नहीं है।
refusal-track_maxed = आपका { $track } क्षेत्र सबसे ऊँचे स्तर ({ $max }) पर है।
refusal-improve_needs_city = शहर सुधार के लिए बोर्ड पर एक शहर चाहिए।
refusal-improve_needs_metropolis_city = { $track } स्तर { $level } के लिए ऐसा शहर चाहिए जो { $track } महानगर रख सके।
refusal-improve_cost = { $count ->
    [one] { $track } स्तर { $level } की कीमत 1 { $card } है।
   *[other] { $track } स्तर { $level } की कीमत { $count } { $card } है।
 }
refusal-metropolis_city = { $track } महानगर आपके किसी ऐसे शहर पर रखा जाता है जिसमें महानगर नहीं है।
refusal-aqueduct_resource = { improvement-aqueduct } संसाधन देता है, वस्तु नहीं।
refusal-no_own_knight = वहाँ आपका कोई शूरवीर नहीं है।
refusal-knight_inactive = वह शूरवीर सक्रिय नहीं है।
refusal-knight_just_activated = वह शूरवीर इसी बारी में सक्रिय हुआ: वह आपकी अगली बारी से काम करेगा।
refusal-knight_mighty = वह शूरवीर पहले से शक्तिशाली शूरवीर है।
refusal-knight_promoted = वह शूरवीर इस बारी में पहले ही अपग्रेड हो चुका है।
refusal-knight_promoted_shared = इस खेल में विशेष निर्माण स्लॉट और अपनी बारी एक ही अपग्रेड साझा करते हैं: वह शूरवीर ठीक पहले दूसरे में अपग्रेड हो चुका है।
refusal-mighty_needs_fortress = शक्तिशाली शूरवीर के लिए { improvement-fortress } चाहिए (राजनीति स्तर 3)।
refusal-knight_level_full = { $level ->
    [1] आपके दोनों मूल शूरवीर बोर्ड पर हैं।
    [2] आपके दोनों मजबूत शूरवीर बोर्ड पर हैं।
   *[other] आपके दोनों शक्तिशाली शूरवीर बोर्ड पर हैं।
 }
refusal-vertex_not_vacant = वह चौराहा खाली नहीं है।
refusal-knight_needs_road = शूरवीर ऐसे चौराहे पर रखा जाता है जो आपकी किसी सड़क से छूता हो।
refusal-knight_already_active = वह शूरवीर पहले से सक्रिय है।
refusal-knight_move_target = शूरवीर आपकी सड़कों से उस चौराहे तक नहीं पहुँच सकता, या वह चौराहा खाली नहीं है।
refusal-no_opponent_knight = वहाँ किसी प्रतिद्वंद्वी का शूरवीर नहीं है।
refusal-displace_weaker = केवल अधिक मजबूत शूरवीर ही दूसरे को विस्थापित कर सकता है।
refusal-not_reachable = आपका शूरवीर आपकी सड़कों से उस चौराहे तक नहीं पहुँच सकता।
refusal-relocate_target = विस्थापित शूरवीर आपकी सड़कों से किसी खाली चौराहे पर जाता है।
refusal-chase_before_attack = बर्बरों के पहले हमले से पहले डाकू का पीछा नहीं किया जा सकता।
refusal-chase_not_adjacent = वह शूरवीर डाकू वाली टाइल के किसी कोने पर नहीं खड़ा है।
refusal-pillage_city = अपना कोई ऐसा शहर चुनें जिसमें महानगर नहीं है।
refusal-no_such_deck = ऐसी कोई प्रगति गड्डी नहीं है।
refusal-deck_empty = { $track } गड्डी खाली है।
refusal-progress_not_drawable = वह कार्ड अभी नहीं खींचा जा सकता।
refusal-no_progress_card = आपके पास { $progress } कार्ड नहीं है।
refusal-no_such_progress_card = ऐसा कोई प्रगति कार्ड नहीं है।
refusal-card_not_your_turn = केवल अपनी बारी में खेला जा सकता है।
refusal-card_before_roll = केवल पासा फेंकने से पहले खेला जा सकता है।
refusal-card_after_roll = पहले पासा फेंकें।
refusal-card_busy = अभी नहीं। खेल इसकी प्रतीक्षा कर रहा है: { $context }
refusal-card_no_target = अभी इसे खेलने के लिए कुछ नहीं है।
refusal-bishop_before_attack = { progress-bishop } बर्बरों के पहले हमले के बाद ही खेला जा सकता है।
refusal-not_an_opponent = किसी प्रतिद्वंद्वी को चुनें।
refusal-seat_has_no_knight = { $seat } के पास कोई शूरवीर नहीं है।
refusal-no_opponent_with_knight = किसी प्रतिद्वंद्वी के पास शूरवीर नहीं है।
refusal-choose_own_knight = अपना कोई शूरवीर चुनें।
refusal-deserter_spot = शूरवीर आपकी सड़क को छूने वाले किसी खाली चौराहे पर रखा जाता है।
refusal-no_road_on_path = वहाँ कोई सड़क नहीं है।
refusal-road_not_open = वह सड़क खुली नहीं है: उसके दोनों सिरे उसके मालिक के मोहरों को छूते हैं।
refusal-no_open_road = कोई सड़क खुली नहीं है: हर सड़क के दोनों सिरे उसके मालिक के मोहरों पर हैं।
refusal-knight_not_on_your_road = वह शूरवीर आपकी किसी सड़क के सिरे पर नहीं खड़ा है।
refusal-no_intrigue_target = आपकी किसी सड़क के सिरे पर किसी प्रतिद्वंद्वी का शूरवीर नहीं खड़ा है।
refusal-saboteur_no_target = आपके बराबर या अधिक अंक वाले किसी प्रतिद्वंद्वी के पास 2 या अधिक कार्ड नहीं हैं।
refusal-seat_no_progress_cards = { $seat } के पास कोई प्रगति कार्ड नहीं है।
refusal-no_opponent_with_progress = किसी प्रतिद्वंद्वी के पास प्रगति कार्ड नहीं है।
refusal-seat_lacks_progress = { $seat } के पास { $progress } कार्ड नहीं है।
refusal-no_inactive_knight = आपके पास कोई निष्क्रिय शूरवीर नहीं है।
refusal-wedding_no_giver = आपसे अधिक अंक वाले किसी प्रतिद्वंद्वी के पास कोई कार्ड नहीं है।
refusal-no_gift_card = देने के लिए आपके पास कोई { $card } नहीं है।
refusal-alchemist_dice_range = { progress-alchemist } हर पासे का मान 1 से 6 के बीच तय करता है।
refusal-all_tracks_maxed = हर सुधार क्षेत्र स्तर 5 पर है।
refusal-crane_no_reach = अभी कोई सुधार नहीं खरीदा जा सकता: स्तर 4 और 5 के लिए ऐसा शहर चाहिए जो उस क्षेत्र का महानगर रख सके।
refusal-crane_waiting = आप जो भी सुधार अभी खरीद सकते हैं, हर एक के लिए एक { progress-crane } पहले से प्रतीक्षा में है।
refusal-engineer_needs_city = { progress-engineer } की दीवार आपके किसी शहर के नीचे लगती है।
refusal-no_wall_spot = आपके किसी भी शहर में दीवार नहीं लग सकती।
refusal-inventor_two_hexes = { progress-inventor } दो टाइलों के संख्या टोकन आपस में बदलता है।
refusal-hexes_in_order = यह चाल पढ़ी नहीं जा सकी।
refusal-hex_no_number = उस टाइल पर कोई संख्या टोकन नहीं है।
refusal-inventor_forbidden_number = { progress-inventor } { $number } की जगह नहीं बदल सकता: 2, 12, 6 और 8 अपनी जगह रहते हैं।
refusal-same_numbers = दोनों टोकन पर एक ही संख्या है: उनकी अदला-बदली से कुछ नहीं बदलता।
refusal-no_token_to_swap = ऐसे कोई दो संख्या टोकन नहीं हैं जिनकी अदला-बदली हो सके।
refusal-harvest_no_hex = { $progress } के लिए आपकी बस्तियों या शहरों से लगी एक { $terrain } टाइल चाहिए।
refusal-harvest_no_hex_robber = { $progress } के लिए आपकी बस्तियों या शहरों से लगी एक { $terrain } टाइल चाहिए, जिस पर डाकू न हो।
refusal-medicine_needs_settlement = { progress-medicine } कार्ड आपकी किसी बस्ती को अपग्रेड करता है।
refusal-no_settlement_to_upgrade = अपग्रेड करने के लिए आपके पास कोई बस्ती नहीं है।
refusal-knights_in_order = यह चाल पढ़ी नहीं जा सकी।
refusal-no_promotable_knight = अभी आपका कोई शूरवीर अपग्रेड नहीं हो सकता।
refusal-harbor_no_resource = आपके पास प्रस्ताव के लिए कोई संसाधन नहीं है।
refusal-harbor_all_offered = इस बारी में हर प्रतिद्वंद्वी को { progress-commercial_harbor } का प्रस्ताव मिल चुका है।
refusal-harbor_offered_seat = { $seat } को अभी कार्ड का प्रस्ताव नहीं दिया जा सकता: हर प्रतिद्वंद्वी को एक बारी में एक बार।
refusal-harbor_offer_resource = अपने पास का कोई संसाधन कार्ड पेश करें।
refusal-harbor_give_commodity = अपने पास का एक वस्तु कार्ड दें।
refusal-harbor_offer_first = { progress-commercial_harbor }: पहले हर प्रतिद्वंद्वी को एक कार्ड का प्रस्ताव देना होगा।
refusal-seat_not_richer = { $seat } के अंक आपसे अधिक नहीं हैं।
refusal-seat_no_cards = { $seat } के पास कोई कार्ड नहीं है।
refusal-no_richer_opponent = आपसे अधिक अंक वाले किसी प्रतिद्वंद्वी के पास कोई कार्ड नहीं है।
refusal-seat_lacks_card = { $seat } के पास कोई { $card } नहीं है।
refusal-merchant_hex = व्यापारी आपकी बस्ती या शहर से लगी किसी ज़मीनी टाइल पर रखा जाता है।
refusal-merchant_already = आपका व्यापारी पहले से उस टाइल पर है।
refusal-fleet_card = कोई संसाधन या वस्तु चुनें।
refusal-fleet_already = { $card } का इस बारी में पहले से 2:1 व्यापार होता है।
refusal-fleet_no_gain = आप { $card } का पहले से 2:1 व्यापार करते हैं।
refusal-fleet_no_gain_any = आपके लिए हर कार्ड का पहले से 2:1 व्यापार होता है।
refusal-monopoly_resource = कोई संसाधन चुनें।
refusal-monopoly_commodity = कोई वस्तु चुनें।

# The table: pace, dice, log, sound, art (issue 24)
lobby-pace = बॉट की गति
pace-instant = तुरंत
pace-fast = तेज़
pace-normal = सामान्य
pace-slow = धीमी
dice-label-ck = पासे: { $white } और { $red }; घटना पासा: { $event }
merchant-tag = व्यापारी
attack-title = बर्बरों का हमला!
attack-side-barbarians = बर्बर
attack-side-knights = कटान के सक्रिय शूरवीर
log-turn = { $who ->
    [self] आपकी बारी { $turn }
   *[other] { $name } की बारी { $turn }
 }
volume = आवाज़
legend-title = बोर्ड पर मोहरे
## Players: who you are (the lobby's name and login panel)
seat-player = { $name } ({ $colour })
id-title = आप कौन हैं
id-name = नाम
id-password = पासवर्ड
id-play-guest = अतिथि के रूप में खेलें
id-login = लॉग इन करें
id-register = खाता बनाएँ
id-signed-in = { $name } के रूप में खेल रहे हैं
id-kind-guest = अतिथि
id-kind-account = खाता
id-upgrade = यह नाम रखें: इसे खाता बनाएँ
id-logout = लॉग आउट करें
id-new-name = नया नाम
id-rename = नाम बदलें
id-hint = अतिथि का नाम इसी ब्राउज़र में रहता है; खाते का नाम हर जगह।
bots-title = आपके बॉट
bots-hint = बॉट खाता आपके किसी प्रोग्राम को इस सर्वर पर बॉट के रूप में चिह्नित होकर खेलने देता है। उसका टोकन केवल एक बार दिखाया जाता है।
bots-guide = बॉट लिखने की मार्गदर्शिका (अंग्रेज़ी में)
bots-name = बॉट का नाम
bots-create = बॉट बनाएँ
bots-token = { $name } का टोकन, केवल अभी दिखाया गया: इसे कॉपी करें और गुप्त रखें।
bots-none = आपके पास अभी कोई बॉट नहीं है।
bots-revoke = रद्द करें
bots-revoke-named = { $name } रद्द करें
error-bad_name = यह नाम नहीं चल सकता: 3 से 20 अक्षर, कम से कम एक अक्षर या अंक, एक-एक सादी जगह, कोई नियंत्रण वर्ण नहीं।
error-bad_password = पासवर्ड में 8 से 256 अक्षर होते हैं।
field-range = { $min } से { $max } तक की कोई पूर्ण संख्या।
error-name_taken = नाम { $name } पहले से लिया जा चुका है।
error-wrong_login = नाम या पासवर्ड गलत है।
error-too_many_logins = बहुत अधिक असफल लॉग इन; { $retry_after } सेकंड बाद फिर कोशिश करें।
error-too_many_players = आपके पते से बहुत अधिक नए खिलाड़ी; { $retry_after } सेकंड बाद फिर कोशिश करें।
error-too_many_requests = थोड़े समय में बहुत अधिक क्रियाएँ; { $retry_after } सेकंड बाद फिर कोशिश करें।
error-not_signed_in = आपने लॉग इन नहीं किया है: पहले “आप कौन हैं” में एक नाम चुनें, या लॉग इन करें।
error-bad_guest_token = आपका अतिथि नाम यहाँ नहीं मिला; फिर से नाम चुनें।
error-already_account = आपका खाता पहले से है।
error-no_such_player = { $name } नाम का कोई खिलाड़ी नहीं है।
error-account_needed = रैंक वाला खेल खातों के लिए है: पहले रजिस्टर या लॉग इन करें।
error-not_queued = आप रैंक वाली कतार में नहीं हैं।
error-too_early = प्रतीक्षा के बाद बॉट मेज़ भर सकते हैं; { $retry_after } सेकंड बाद फिर कोशिश करें।
error-karma_too_low = आपका कर्म { $karma } है; यह कमरा कम से कम { $minimum } माँगता है।
error-origin_refused = अस्वीकृत: अनुरोध किसी दूसरी साइट से आया ({ $origin })।
# Rooms: gathering before a game (js/room.js).
room-open-title = कमरे
lobby-create-room = बॉट के अलावा पहली सीट आपकी होगी और आप कमरे के मेज़बान होंगे: दूसरे जुड़ते हैं, तैयार दबाते हैं, और खेल शुरू हो जाता है। सिर्फ़ बॉट हों तो खेल तुरंत शुरू होता है।
room-karma = कर्म: { $percent }
room-karma-new = कर्म: नया
room-five-six-turns = 5 या 6 खिलाड़ियों के साथ बारी
room-min-karma = न्यूनतम कर्म (%)
room-min-karma-none = कोई भी
room-min-karma-shown = कर्म कम से कम { $percent }
room-row = { $name } · मेज़बान { $host } · खाली सीटें: { $players } में से { $open }
room-enter = अंदर जाएँ
room-unnamed = कमरा { $id }
room-of = { $host } का कमरा
room-loading = कमरा लोड हो रहा है…
room-to-lobby = लॉबी पर लौटें
room-status-open = खिलाड़ी जुट रहे हैं
room-status-playing = खेल चल रहा है
room-status-finished = खेल समाप्त हुआ
room-status-closed = सब चले गए; यह कमरा बंद है
room-seats = सीटें
room-seat-open = सबके लिए खुली
room-seat-invited = आमंत्रण से
room-seat-kind = सीट
room-empty = खाली सीट ({ $colour })
room-host = मेज़बान
room-ready = तैयार
room-not-ready = तैयार नहीं
room-take = यह सीट लें
room-colour = रंग
room-kick = बाहर करें
room-make-host = मेज़बान बनाएँ
room-invite-link = आमंत्रण लिंक
room-share-link = इस कमरे का लिंक: जिसके पास यह है, वह कोई खुली सीट ले सकता है
copy = कॉपी करें
copied = कॉपी हो गया
room-press-ready = तैयार
room-unready = अभी तैयार नहीं
room-leave = सीट छोड़ें
room-fill-bots = खाली सीटों पर बॉट
room-start = खेल शुरू करें
room-hint = खेल तब शुरू होता है जब मेज़बान इसे शुरू करे, या अपने आप जब खिलाड़ियों की हर सीट भर जाए और सब तैयार दबा दें।
room-turn-order = बारी का क्रम
room-turn-order-drawn = शुरुआत में ड्रॉ से
room-turn-order-seated = जैसे बैठे हैं: हर कोई अपना चुना हुआ रंग खेलता है
room-turn-order-hint = खेल शुरू होने पर बारी का क्रम, और उसके साथ हर किसी का रंग, ड्रॉ से तय होता है।
room-settings = खेल की सेटिंग्स
room-save-settings = सेटिंग्स सहेजें
room-chat = कमरे की चैट
room-spectator = दर्शक
room-see-game = खेल देखें
room-play-again = फिर से खेलें
room-to-rematch = नए कमरे में जाएँ
error-no_such_room = ऐसा कोई कमरा नहीं है।
error-not_host = यह केवल कमरे का मेज़बान कर सकता है।
error-seat_taken = वह सीट ले ली गई है।
error-invited_seat = वह सीट उसके आमंत्रण लिंक वाले के लिए रखी है।
error-kicked = मेज़बान ने आपको इस कमरे से बाहर कर दिया।
error-already_seated = आपकी यहाँ पहले से एक सीट है; पहले उसे छोड़ें।
error-not_seated = इस कमरे में आपकी कोई सीट नहीं है।
error-colour_taken = वह रंग किसी और खिलाड़ी के पास है।
error-seat_empty = उस सीट पर कोई नहीं बैठा है।
error-empty_seats = शुरू करने से पहले हर सीट पर एक खिलाड़ी या बॉट चाहिए।
error-room_started = कमरे का खेल शुरू हो गया है; सीटें अब नहीं बदल सकतीं।
error-not_started = कमरे का खेल अभी शुरू नहीं हुआ है।
error-too_many_rooms = आपने बहुत सारे कमरे खोले; { $retry_after } सेकंड बाद फिर कोशिश करें।
error-room_closed = यह कमरा बंद है।
error-room_busy = कमरा एक साथ बहुत बार बदला; फिर कोशिश करें।
room-to-seat = अपनी सीट पर लौटें

## The ladder: leaderboard and profiles (ladder.js)
ladder-title = लीडरबोर्ड
ladder-games = खेल
ladder-game-ck = शहर और शूरवीर
ladder-game-base = मूल खेल
ladder-explain = केवल रैंक वाले खेल। खिलाड़ियों और बॉट के लिए एक ही सूची; दिखाई गई रेटिंग सतर्क रेटिंग है (कौशल में से अनिश्चितता का तीन गुना घटाकर)।
ladder-load-failed = यह पेज लोड नहीं हो सका। थोड़ी देर बाद फिर कोशिश करें।
ladder-loading = लोड हो रहा है…
ladder-empty = अभी तक कोई रैंक वाला खेल नहीं खेला गया।
ladder-rank = रैंक
ladder-name = नाम
ladder-rating = रेटिंग
ladder-games-played = खेल
ladder-karma = कर्म
ladder-karma-none = —
ladder-karma-new = नया
ladder-karma-percent = { $percent }
ladder-karma-detail = पूरे किए { $finished }, छोड़े { $left } (पिछले 20 खेल)
ladder-bot = बॉट
ladder-challenge = { $name } को एक खेल की चुनौती दें
ladder-level-random = यादृच्छिक
ladder-level-heuristic = अनुमानी
ladder-level-mcts-64 = MCTS 64
ladder-level-mcts-400 = MCTS 400
ladder-level-mcts-plus = MCTS+
ladder-no-player = इस नाम का कोई खिलाड़ी नहीं है।
ladder-ratings = रेटिंग
ladder-unrated = अभी तक कोई रैंक वाला खेल नहीं।
ladder-rating-line = रेटिंग { $rating } (अनिश्चितता ± { $sigma }), रैंक वाले खेल: { $games }
ladder-chart = समय के साथ रेटिंग, { $game }
ladder-chart-summary = खेल: { $games }, { $first } से { $last } तक
ladder-recent = हाल के खेल
ladder-no-games = अभी तक कोई पूरा खेल नहीं।
ladder-game = खेल
ladder-place = स्थान
ladder-when = समाप्त
ladder-place-n = #{ $n }
ladder-left = छोड़ा
ladder-vp = विजय अंक
ladder-replay = रीप्ले
ladder-watch-replay = देखें
ladder-ranked = रैंक वाला
ladder-by-seat = सीट के अनुसार जीत दर
ladder-seat = सीट
ladder-seat-n = सीट { $n }
ladder-win-rate = जीत दर
ladder-vp-sources = स्रोत के अनुसार विजय अंक (प्रति खेल)
ladder-source-settlements = बस्तियाँ
ladder-source-cities = शहर
ladder-source-metropolises = महानगर
ladder-source-longest_road = सबसे लंबी सड़क
ladder-source-largest_army = सबसे बड़ी सेना
ladder-source-defender = कटान का रक्षक
ladder-source-progress = प्रगति कार्ड
ladder-source-merchant = व्यापारी
ladder-source-vp_cards = विजय अंक कार्ड

## Ranked play in the lobby (ranked.js)
ranked-title = रैंक वाला खेल
ranked-accounts-only = रैंक वाले खेल खातों के लिए हैं: रैंक में खेलने के लिए लॉग इन या रजिस्टर करें।
ranked-play = रैंक में खेलें
ranked-waiting = { $game } की मेज़ खोजी जा रही है: { $seats } में से { $waiting } खिलाड़ी प्रतीक्षा में।
ranked-bots-in = { $seconds } सेकंड बाद बॉट खाली सीटें भर सकते हैं।
ranked-with-bots = अभी बॉट के साथ खेलें
ranked-leave = कतार छोड़ें
ranked-hint = 4 खिलाड़ी, मानक नियम, हर चाल का टाइमर। रैंक वाला खेल छोड़ने पर आप अंतिम स्थान पर रहते हैं और कर्म घटता है।
ranked-my-profile = मेरी प्रोफ़ाइल
ranked-my-rating = आपकी रेटिंग: { $rating } (रैंक वाले खेल: { $games })
