## cityknights browser client: Turkish catalog (terms: docs/glossary.md).
## Turkish suffixes cannot follow a placeholder safely, so names stand where no case
## ending is needed (often "Oyuncu { $name }" or after a colon).

app-title = Şehirler ve Şövalyeler
you = siz
seat-0 = Kırmızı
seat-1 = Mavi
seat-2 = Turuncu
seat-3 = Yeşil
seat-4 = Kahverengi
seat-5 = Mor
seat-nobody = kimse
seat-you = { $name } (siz)

## Cards
card-lumber = Kereste
card-brick = Tuğla
card-wool = Yün
card-grain = Tahıl
card-ore = Cevher
card-paper = Kağıt
card-cloth = Kumaş
card-coin = Madeni para
card-count = { $count } { $card }
cards-none = hiçbir şey
taken-from = { $who ->
    [self] sizden { $count }
   *[other] { $name } oyuncusundan { $count }
 }
taken-nobody = kimseden bir şey alınmadı

terrain-forest = Orman
terrain-hills = Tepeler
terrain-pasture = Otlak
terrain-fields = Tarla
terrain-mountains = Dağlar
terrain-desert = Çöl

dev-knight = Şövalye
dev-victory_point = Zafer Puanı
dev-road_building = Yol İnşaatı
dev-year_of_plenty = Bolluk Yılı
dev-monopoly = Tekel

event-ship = barbar gemisi
event-trade = sarı kale
event-politics = mavi kale
event-science = yeşil kale

track-trade = Ticaret
track-politics = Politika
track-science = Bilim
deck-yellow = sarı (ticaret)
deck-blue = mavi (politika)
deck-green = yeşil (bilim)

improvement-market = Pazar
improvement-trading_house = Ticaret Evi
improvement-merchant_guild = Tüccarlar Loncası
improvement-bank = Banka
improvement-great_exchange = Büyük Borsa
improvement-town_hall = Belediye Binası
improvement-church = Kilise
improvement-fortress = Kale
improvement-cathedral = Katedral
improvement-high_assembly = Yüksek Meclis
improvement-abbey = Manastır
improvement-library = Kütüphane
improvement-aqueduct = Su Kemeri
improvement-theater = Tiyatro
improvement-university = Üniversite
ability-trade = Seviye 3: bankayla bir emtiadan 2 tanesini istediğiniz 1 kartla takas edin.
ability-politics = Seviye 3: şövalyeler kudretli seviyesine yükseltilebilir.
ability-science = Seviye 3: zar size hiçbir şey getirmezse, seçtiğiniz bir kaynağı alın.

## Progress cards: names and texts
progress-alchemist = Simyacı
progress-crane = Vinç
progress-engineer = Mühendis
progress-inventor = Mucit
progress-irrigation = Sulama
progress-medicine = Tıp
progress-mining = Madencilik
progress-printer = Yazıcı
progress-road_building = Yol İnşaatı
progress-smith = Demirci
progress-bishop = Piskopos
progress-constitution = Anayasa
progress-deserter = Firari
progress-diplomat = Diplomat
progress-intrigue = Entrika
progress-saboteur = Sabotajcı
progress-spy = Casus
progress-warlord = Savaş Lordu
progress-wedding = Düğün
progress-commercial_harbor = Ticari Liman
progress-master_merchant = Usta Tüccar
progress-merchant = Tüccar
progress-merchant_fleet = Ticaret Filosu
progress-resource_monopoly = Kaynak Tekeli
progress-trade_monopoly = Emtia Tekeli
progress-text-alchemist = Zar atmadan önce: iki sayı zarının sonucunu seçin.
progress-text-crane = Bu tur bir şehir iyileştirmesi 1 emtia daha ucuz.
progress-text-engineer = Ücretsiz bir şehir suru inşa edin.
progress-text-inventor = İki sayı pulunun yerini değiştirin (2, 12, 6 veya 8 değil).
progress-text-irrigation = Şehir ve yerleşimlerinizin yanındaki her tarla karosu için 2 tahıl alın.
progress-text-medicine = 2 cevher ve 1 tahıl karşılığında bir yerleşimi şehre yükseltin.
progress-text-mining = Şehir ve yerleşimlerinizin yanındaki her dağ karosu için 2 cevher alın.
progress-text-printer = 1 zafer puanı, hemen gösterilir.
progress-text-road_building = Ücretsiz 2 yol inşa edin.
progress-text-smith = Şövalyelerinizden en fazla 2 tanesini ücretsiz yükseltin.
progress-text-bishop = Hırsızı taşıyın ve yanındaki her oyuncudan bir kart alın.
progress-text-constitution = 1 zafer puanı, hemen gösterilir.
progress-text-deserter = Bir rakip bir şövalyesini kaldırır; siz aynı güçte bir şövalye yerleştirebilirsiniz.
progress-text-diplomat = Açık bir yolu kaldırın; sizinse başka bir yere yeniden inşa edin.
progress-text-intrigue = Yolunuza değen bir rakip şövalyeyi yerinden edin.
progress-text-saboteur = Sizinle eşit veya daha fazla puanı olan her oyuncu kartlarının yarısını atar.
progress-text-spy = Bir rakibin ilerleme kartlarına bakın ve birini alın.
progress-text-warlord = Tüm şövalyelerinizi ücretsiz etkinleştirin.
progress-text-wedding = Daha fazla puanı olan her oyuncu size kendi seçtiği 2 kartı verir.
progress-text-commercial_harbor = Her rakibe, emtialarından biri karşılığında bir kaynak önerin.
progress-text-master_merchant = Daha fazla puanı olan bir oyuncunun eline bakın ve 2 kart alın.
progress-text-merchant = Tüccarı şehrinizin veya yerleşiminizin yanına koyun: o karonun kaynağı için 2:1 ve 1 puan.
progress-text-merchant_fleet = Bu tur seçtiğiniz bir kart türünü bankayla 2:1 takas edin.
progress-text-resource_monopoly = Her rakip size söylediğiniz kaynaktan en fazla 2 tane verir.
progress-text-trade_monopoly = Her rakip size söylediğiniz emtiadan 1 tane verir.

## Board
board-label = Ada
robber-label = Hırsız
piece-building = { $kind ->
    [city] { $metropolis ->
        [yes] Şehir ({ $name }), metropol
       *[no] { $wall ->
            [yes] Şehir ({ $name }), surlu
           *[no] Şehir ({ $name })
        }
    }
   *[settlement] Yerleşim yeri ({ $name })
 }
piece-knight = { $active ->
    [yes] Şövalye ({ $name }), seviye { $level }, aktif
   *[no] Şövalye ({ $name }), seviye { $level }, pasif
 }
merchant-label = Tüccar ({ $name })
harbor-generic = Liman: bir türden 3 karta 1
harbor-resource = Liman: 2 { $card } karşılığında 1
harbor-rate-generic = 3:1
harbor-rate-resource = 2:1
target-hex = { $terrain } { $number }
target-edge = Yol yeri: { $place }
target-vertex = Kavşak: { $place }
target-vertex-id = Kavşak { $id }
target-coast = deniz
barbarians-label = Barbar gemisi
barbarians-track = Barbarlar { $position } / 7
barbarians-strength = Barbar gücü { $cities }
knights-strength = Şövalyeler { $knights }
dice-label = Zarlar: { $white } ve { $red }
dice-rolled-by = { $who ->
    [self] { $total } attınız
   *[other] { $name } { $total } attı
 }
dice-rolling = { $who ->
    [self] Siz
   *[other] { $name }
 }
dice-event = Olay zarı: { $event }

## Panels
hand-title = Eliniz
hand-empty = Kart yok
dev-title = Geliştirme kartları
dev-new = { $card } (bu tur yeni)
deadline = { $seconds ->
    [one] { $seconds } saniye kaldı
   *[other] { $seconds } saniye kaldı
 }
hand-count = { $count ->
    [one] { $count } kart
   *[other] { $count } kart
 }
discard-limit = Atma sınırı: { $limit }
ruleset-official = Basılı kural kitabının kuralları
turn-limit = Tur sınırı: { $turns }
progress-title = İlerleme kartları
progress-empty = İlerleme kartı yok
progress-play = Oyna: { $card }
progress-play-verb = Oyna
chart-title = Şehir iyileştirmeleri
chart-level = Seviye { $level }
chart-cost = { $count ->
    [one] { $count } { $commodity }
   *[other] { $count } { $commodity }
 }
chart-metropolis = Metropol: { $name }
chart-metropolis-none = Metropol: boş
players-title = Oyuncular
player-vp = { $count ->
    [one] { $count } puan
   *[other] { $count } puan
 }
player-vp-secret = { $count } puan (elinizde { $secret })
player-vp-revealed = { $count } puan ({ $secret } zafer puanı kartlarından)
player-cards = { $count ->
    [one] { $count } kart
   *[other] { $count } kart
 }
player-progress = { $count ->
    [one] { $count } ilerleme kartı
   *[other] { $count } ilerleme kartı
 }
player-knights = Şövalyeler { $count }
player-road = Yol { $count }
player-dev = { $count ->
    [one] { $count } geliştirme kartı
   *[other] { $count } geliştirme kartı
 }
player-army = Oynanan şövalyeler { $count }
player-defender = { $count ->
    [one] { $count } Savunucu puanı
   *[other] { $count } Savunucu puanı
 }
player-improvements = Ticaret { $trade } · Politika { $politics } · Bilim { $science }
badge-longest-road = En uzun yol
badge-largest-army = En büyük ordu
badge-metropolis = Metropol: { $track }
badge-turn = Sırada
badge-bot = Bot
badge-away = Uzakta (bir bot oynuyor)
badge-bot-account = Bot { $name }
badge-bot-account-title = Bu koltuğu dışarıdan bir program, { $name } adlı bot olarak oynuyor.
badge-to-act = Karar veriyor
log-title = Oyun günlüğü
log-label = Oyun günlüğü
bank-title = Banka
bank-card = Bankadaki { $card }: { $count }
bank-dev = Kalan geliştirme kartı: { $count }
bank-deck = { $deck } destesinde kalan ilerleme kartı: { $count }
bank-hidden = Banka kartları gizli
turn-counter = Tur { $turn }
turn-setup = Kurulum
vp-target = Kazanmak için { $count } puan

## Actions
action-roll = Zar at
action-end_turn = Turu bitir
action-end_special_build = İnşayı bitir
action-build_road = Yol
action-build_settlement = Yerleşim
action-build_city = Şehir
action-build_wall = Şehir suru
action-build_knight = Şövalye
action-activate_knight = Şövalyeyi etkinleştir
action-promote_knight = Şövalyeyi yükselt
action-move_knight = Şövalyeyi taşı
action-displace_knight = Şövalyeyi yerinden et
action-chase_robber = Hırsızı kovala
action-improve_city = Şehri iyileştir
action-bank_trade = Banka takası
action-offer_trade = Takas öner
action-accept_trade = Kabul et
action-reject_trade = Reddet
action-confirm_trade = Takas yap…
action-cancel_trade = Teklifi geri çek
action-counter_trade = Karşı teklif
action-move_robber = Hırsızı taşı
action-discard = At
action-relocate_knight = Şövalyeyi yeniden yerleştir
action-place_metropolis = Metropolü yerleştir
action-pillage_city = Şehir seç
action-choose_deck = Deste seç
action-discard_progress = Kartı at
action-aqueduct = Kaynak al
action-decline_aqueduct = Hiçbir şey alma
action-surrender_knight = Şövalyeden vazgeç
action-place_deserter = Şövalye yerleştir
action-skip = Geç
action-harbor_offer = Öner
action-give_commodity = Emtia ver
action-take_progress = Kartı al
action-take_card = Kartı al
action-give_card = Kart ver
action-buy_dev = Kart satın al
## Controls: build bar, one-dialog choices, trading, phone, keyboard
builds-title = İnşa et ve satın al
build-improve = { $track } iyileştirmesi
build-no-place = Şu an koyacak yer yok.
build-missing = Eksik: { $cards }
build-cost = Bedeli: { $cost }
build-free = Ücretsiz
build-lack = −{ $count }
several-picked = Seçilen: { $picked } / { $count }
several-hand = Kartlarınız (seçmek için dokunun)
several-pile-discard = Atılacaklar (geri almak için dokunun)
several-pile-give_card = Verilecekler (geri almak için dokunun)
several-pile-discard_progress = Atılacaklar (geri almak için dokunun)
several-put = { $card } seç
several-take-back = { $card } geri al
several-empty = Henüz bir şey seçilmedi.
several-confirm = Onayla
several-sending = Gönderiliyor: { $done } / { $count }…
banktrade-title = Bankayla takas
banktrade-help = Oranlarınız limanlarınızı ve şehir iyileştirmelerinizi hesaba katar. Kendi oranınızla takım takım verin; her takım için bir kart alın.
banktrade-rate = Oran
banktrade-rate-value = { $rate }:1
banktrade-give-more = { $rate } { $card } daha ver
banktrade-give-less = { $rate } { $card } daha az ver
banktrade-summary = { $give } verip { $get } alıyorsunuz.
banktrade-owed = Seçilecek kart: { $count }
banktrade-extra = Verdiğinizden fazla seçilen kart: { $count }
banktrade-nothing = Ne vereceğinizi ve ne alacağınızı seçin.
banktrade-confirm = Takas et
alchemist-face = { $die }: { $value }
alchemist-sum = Zarlar { $sum } gösterecek.
alchemist-help = İki zarı da seçin.
alchemist-play = Simyacıyı oyna
param-seat-cards = { $name } (kart: { $count })
param-seat-progress = { $name } (ilerleme kartı: { $count })
param-seat-knights = { $name } (şövalye: { $count })
piece-at-corner = { $place } köşesinde { $piece }
piece-road = { $name } yolu, { $place } yanında
hex-at = { $hex }, { $row }. sıra, { $column }. altıgen
announce-roll = { $who ->
    [self] { $total } attınız
   *[other] { $name } { $total } attı
 }
announce-produced = Aldığınız: { $cards }
announce-turn = { $who ->
    [self] Sıra sizde
   *[other] Sıra: { $name }
 }
zoom-in = Yakınlaştır
zoom-out = Uzaklaştır
zoom-label = Yakınlaştırma
zoom-board = Ada, yakınlaştırıldı: ok tuşlarıyla kaydırın
zoom-reset = Bütün ada
tabs-label = Paneller
tab-board = Tahta
tab-hand = El
tab-players = Oyuncular
tab-log = Günlük
## End of controls
action-play_knight = Şövalye oyna
action-play_road_building = Yol İnşaatı oyna
action-play_year_of_plenty = Bolluk Yılı oyna
action-play_monopoly = Tekel oyna
action-cancel = İptal
action-close = Kapat
action-other = { $kind }
shortcut-hint = Tuşlar: R zar, E turu bitir, Esc iptal, 1–9 seç
mute = Sesi kapat
unmute = Sesi aç

## What to choose next (a parameter of the selected action)
param-edge = Tahtada bir yol yeri seçin.
param-vertex = Tahtada bir kavşak seçin.
param-hex = Tahtada bir karo seçin.
param-card = Bir kart seçin.
param-give = Hangi kartı veriyorsunuz?
param-get = Hangi kartı alıyorsunuz?
param-first = Birinciyi seçin.
param-second = İkinciyi seçin.
param-seat = Bir oyuncu seçin.
param-victim = Bir oyuncu seçin.
param-victim-robber = Soyacağınız oyuncuyu seçin.
param-opponent = Bir rakip seçin.
param-partner = Kiminle takas?
param-track = Bir alan seçin.
param-progress = Bir ilerleme kartı seçin.
param-die = Bir sayı seçin.
param-event = Bir olay seçin.
param-dev = Bir geliştirme kartı seçin.
param-cards = Kartları seçin.
param-knight = Şövalyelerinizden birini seçin.
param-to = Nereye gideceğini seçin.
param-white = Beyaz zarın sonucu
param-red = Kırmızı zarın sonucu
param-none = İkinci şövalye yok
param-nobody = Kimse
param-rate = { $card } ({ $ratio })
param-card-held = { $card } (elinizde { $count })
die-face = { $value }

## Decisions: dialog titles, by context
context-main = Sıra sizde
context-special_build = Özel inşa aşaması
context-part_turn = Kısmi tur (eşli oyuncular)
context-pre_roll = Zar atın
context-setup_settlement = Bir yerleşim yeri koyun
context-setup_city = Bir şehir koyun
context-setup_road = Bir yol koyun
context-discard = { $count ->
    [one] { $count } kart atın
   *[other] { $count } kart atın
 }
context-robber = Hırsızı taşıyın
context-free_road = Ücretsiz bir yol inşa edin
context-trade_answer = Bir takas teklifi
context-trade_confirm = Teklifinize verilen yanıtlar
context-relocate = Yerinden edilen şövalyenizi taşıyın
context-metropolis = Metropolünüzü yerleştirin
context-pillage = Barbarlar şehirlerinizden birini alıyor
context-defender_deck = Bir ilerleme destesi seçin
context-progress_discard = Çok fazla ilerleme kartınız var: birini atın
context-aqueduct = Su Kemeri: bir kaynak alın
context-desert = Firari: şövalyelerinizden birinden vazgeçin
context-deserter_place = Firari: yeni şövalyenizi yerleştirin
context-diplomat_rebuild = Diplomat: yolunuzu yeniden inşa edin
context-spy = Casus: bir ilerleme kartı alın
context-wedding = { $count ->
    [one] Düğün: { $count } kart verin
   *[other] Düğün: { $count } kart verin
 }
context-commercial_harbor = Ticari Liman: bir kaynak önerin
context-harbor_answer = Ticari Liman: göremediğiniz bir kaynak karşılığında bir emtia verin
harbor-help = Her rakibe kapalı olarak sunacağınız bir kaynak seçin. Her biri karşılığında kendi seçtiği bir emtia verir; hiç emtiası olmayan bir şey vermez ve kartınız sizde kalır.
harbor-offer-to = { $name } için kaynak
harbor-confirm = Seçilen kartları sun ({ $count })
harbor-none = Daha fazla sunma
context-master_merchant = Usta Tüccar: bir kart alın
context-over = Oyun bitti
context-dice = Zarlar
context-steal = Çalma
waiting-for = Bekleniyor: { $name }
your-decision = Sizin kararınız
# The browser tab's title while a decision is the reader's.
title-your-decision = ● { $decision } · { $app }
offer-from = Takas teklifi: { $name }
offer-shows = { $name } teklif ediyor: { $give } verir, { $get } ister
offer-you = Teklifiniz: { $give } verirsiniz, { $get } istersiniz
offer-accepted = Kabul edenler: { $names }
offer-declined = Reddedenler: { $names }
offer-countered = { $name } bunun yerine { $theirs } karşılığında { $mine } öneriyor.
offer-cannot-accept = Kabul edemezsiniz: { $cards } eksik.
param-partner-counter = { $name }: { $theirs } verirsiniz, { $mine } alırsınız
peek-progress = { $name } elinde: { $cards }
peek-hand = { $name } elinde: { $cards }

## Trade builder
trade-title = Takas öner
trade-give = Verdiğiniz
trade-get = Aldığınız
trade-held = Elinizde: { $count }
trade-send = Teklifi gönder
trade-more = Bir { $card } daha
trade-less = Bir { $card } eksik
counter-title = Karşı teklifiniz
counter-send = Karşı teklifi gönder
## Events (docs/events.md)
ev-chat = { $name }: { $text }
spectator = İzleyici
ev-turn_started = { $who ->
    [self] Sıra sizde ({ $turn })
   *[other] Sıra: { $name } ({ $turn })
 }
ev-turn_ended = { $who ->
    [self] Turunuzu bitirdiniz.
   *[other] { $name } turunu bitirdi.
 }
ev-special_build_started = Özel inşa aşaması: diğer oyuncular sırayla inşa edebilir.
ev-special_build_ended = { $who ->
    [self] Özel inşayı bitirdiniz.
   *[other] { $name } özel inşayı bitirdi.
 }
sbp-yours = Sıra sende: elindeki kartlarla ödeyebildiğini inşa et ya da pas geçmek için { $done } düğmesine bas. Bu aşamada takas yok, kart oynanmaz.
sbp-building = Şimdi { $name } inşa edebilir.
sbp-next = Sonra: { $names }
ev-part_turn_started = { $who ->
    [self] Kısmi turunuz (önceki tur: { $roller_name }). İnşa ve banka ile limanlarla takas var, zar yok.
    [target] Kısmi tur: { $name } (sizin turunuzdan sonra). İnşa ve banka ile limanlarla takas var, zar yok.
   *[other] Kısmi tur: { $name } (önceki tur: { $roller_name }). İnşa ve banka ile limanlarla takas var, zar yok.
 }
ev-part_turn_ended = { $who ->
    [self] Kısmi turunuzu bitirdiniz.
   *[other] { $name } kısmi turunu bitirdi.
 }
part-yours = Kısmi tur sende: inşa et, banka ve limanlarla takas yap, bir kart oyna, sonra { $done } düğmesine bas. Zar atılmaz, oyuncularla takas yapılmaz.
part-playing = Kısmi tur: { $name } (önceki tur: { $roller_name }).
part-after-you = Kısmi tur: { $name } (sizin turunuzdan sonra).
ev-dice_rolled = { $who ->
    [self] { $white } + { $red } = { $total } attınız.
   *[other] { $name }: { $white } + { $red } = { $total } attı.
 }
ev-dice_rolled-ck = { $who ->
    [self] { $white } + { $red } = { $total } attınız; olay zarı: { $event }.
   *[other] { $name }: { $white } + { $red } = { $total } attı; olay zarı: { $event }.
 }
produced-roll = Zar { $total }
ev-produced = { $count ->
    [0] { produced-roll }: kimse üretmedi.
   *[other] { produced-roll }: { $got }.
 }
produced-seat = { $who ->
    [self] siz { $cards } aldınız
   *[other] { $name } { $cards } aldı
 }
ev-starting_resources = { $who ->
    [self] Başlangıç için { $cards } aldınız.
   *[other] { $name } başlangıç için { $cards } aldı.
 }
ev-discarded = { $who ->
    [self] Attığınız: { $card }.
   *[other] { $name } attı: { $card }.
 }
ev-discarded-cards = { $who ->
    [self] Attığınız kartlar: { $cards }.
   *[other] { $name } attı: { $cards }.
 }
ev-robber_moved = { $who ->
    [self] Hırsızı taşıdınız; soyulan: { $victim_name }.
    [target] { $name } hırsızı taşıdı ve sizi soyuyor.
   *[other] { $name } hırsızı taşıdı; soyulan: { $victim_name }.
 }
ev-robber_moved_nobody = { $who ->
    [self] Hırsızı taşıdınız.
   *[other] { $name } hırsızı taşıdı.
 }
ev-robber_moved_bishop = { $who ->
    [self] Hırsızı taşıdınız; soyulanlar: { $victims }.
   *[other] { $name } hırsızı taşıdı; soyulanlar: { $victims }.
 }
ev-stole = { $who ->
    [self] { $victim_name } oyuncusundan { $card } çaldınız.
    [target] { $name } sizden { $card } çaldı.
   *[other] { $name }, { $victim_name } oyuncusundan bir kart çaldı.
 }
ev-robber_activated = Hırsız uyanıyor.
ev-game_over = { $who ->
    [self] { $vp } puanla kazandınız!
   *[other] { $name } { $vp } puanla kazandı.
 }
ev-game_over-none = Oyun kazanan olmadan bitti (tur sınırı).
ev-road_built = { $who ->
    [self] Bir yol inşa ettiniz.
   *[other] { $name } bir yol inşa etti.
 }
ev-settlement_built = { $who ->
    [self] Bir yerleşim yeri inşa ettiniz.
   *[other] { $name } bir yerleşim yeri inşa etti.
 }
ev-city_built = { $who ->
    [self] Bir şehir inşa ettiniz.
   *[other] { $name } bir şehir inşa etti.
 }
ev-longest_road = { $who ->
    [self] En uzun yol sizde ({ $length }).
   *[other] En uzun yol: { $name } ({ $length }).
 }
ev-longest_road-none = Şu anda en uzun yol kimsede değil.
ev-largest_army = { $who ->
    [self] En büyük ordu sizde ({ $knights }).
   *[other] En büyük ordu: { $name } ({ $knights }).
 }
ev-largest_army-none = Şu anda en büyük ordu kimsede değil.
ev-dev_bought = { $who ->
    [self] Bir geliştirme kartı satın aldınız: { $card }.
   *[other] { $name } bir geliştirme kartı satın aldı.
 }
ev-dev_played = { $who ->
    [self] Oynadığınız kart: { $card }.
   *[other] { $name } oynadı: { $card }.
 }
ev-year_of_plenty = { $who ->
    [self] Bankadan aldınız: { $cards }.
   *[other] { $name } bankadan aldı: { $cards }.
 }
ev-monopoly = { $who ->
    [self] Tekel oynadınız ({ $card }): { $taken }.
   *[other] { $name } Tekel oynadı ({ $card }): { $taken }.
 }
ev-bank_trade = { $who ->
    [self] Bankayla takas yaptınız: { $count } { $give } verip 1 { $get } aldınız.
   *[other] { $name } bankayla takas yaptı: { $count } { $give } verip 1 { $get } aldı.
 }
ev-trade_offered = { $who ->
    [self] Teklifiniz: { $give } verirsiniz, { $get } istersiniz.
   *[other] { $name } teklif ediyor: { $give } verir, { $get } ister.
 }
ev-trade_answered = { $who ->
    [self] { $accepted ->
        [yes] Teklifi kabul ettiniz.
       *[no] Teklifi reddettiniz.
    }
   *[other] { $accepted ->
        [yes] { $name } teklifi kabul etti.
       *[no] { $name } teklifi reddetti.
    }
 }
ev-trade_countered = { $who ->
    [self] Bunun yerine { $theirs } karşılığında { $mine } önerdiniz.
   *[other] { $name } bunun yerine { $theirs } karşılığında { $mine } önerdi.
 }
ev-trade_closed = { $who ->
    [self] Takas yaptınız: { $partner }.
    [target] { $name } sizinle takas yaptı.
   *[other] { $name } takas yaptı: { $partner }.
 }
ev-trade_cancelled = { $who ->
    [self] Teklifiniz takas olmadan kapandı.
   *[other] Teklif ({ $name }) takas olmadan kapandı.
 }
ev-barbarians_advanced = Barbarlar ilerliyor ({ $position } / 7).
ev-barbarians_repelled = { $who ->
    [self] Barbarlar püskürtüldü (barbarlar { $cities }, Catan'ın şövalyeleri { $knights }): Catan'ın Savunucusu sizsiniz!
   *[other] Barbarlar püskürtüldü (barbarlar { $cities }, Catan'ın şövalyeleri { $knights }): Catan'ın Savunucusu: { $name }.
 }
ev-barbarians_repelled-tie = Barbarlar püskürtüldü (barbarlar { $cities }, Catan'ın şövalyeleri { $knights }); her biri bir ilerleme kartı çeker: { $tied }.
ev-barbarians_won = Barbarlar kazandı (barbarlar { $cities }, Catan'ın şövalyeleri { $knights }); birer şehir kaybedenler: { $losers }.
ev-city_pillaged = { $who ->
    [self] Barbarlar şehrinizi yerleşim yerine indirdi.
   *[other] Barbarlar bir şehri ({ $name }) yerleşim yerine indirdi.
 }
ev-defender_deck_chosen = { $who ->
    [self] Desteden çekiyorsunuz: { $track }.
   *[other] { $name } desteden çekiyor: { $track }.
 }
ev-defender_deck_empty = { $who ->
    [self] Tüm ilerleme desteleri boş: hiçbir şey çekmiyorsunuz.
   *[other] Tüm ilerleme desteleri boş: { $name } hiçbir şey çekmiyor.
 }
ev-wall_built = { $who ->
    [self] Bir şehir suru inşa ettiniz.
   *[other] { $name } bir şehir suru inşa etti.
 }
ev-knight_built = { $who ->
    [self] Bir şövalye yerleştirdiniz.
   *[other] { $name } bir şövalye yerleştirdi.
 }
ev-knight_activated = { $who ->
    [self] Bir şövalyeyi etkinleştirdiniz.
   *[other] { $name } bir şövalyeyi etkinleştirdi.
 }
ev-knight_promoted = { $who ->
    [self] Bir şövalyeyi seviye { $level } yaptınız.
   *[other] { $name } bir şövalyeyi seviye { $level } yaptı.
 }
ev-knight_moved = { $who ->
    [self] Bir şövalyeyi taşıdınız.
   *[other] { $name } bir şövalyeyi taşıdı.
 }
ev-knight_displaced = { $who ->
    [self] Şövalyeniz yerinden edildi.
   *[other] Bir şövalye ({ $name }) yerinden edildi.
 }
ev-knight_relocated = { $who ->
    [self] Yerinden edilen şövalyenizi taşıdınız.
   *[other] { $name } yerinden edilen bir şövalyeyi taşıdı.
 }
ev-knight_returned = { $who ->
    [self] Yerinden edilen şövalyenizin gidecek yeri yoktu ve size geri döndü.
   *[other] Yerinden edilen bir şövalye ({ $name }) sahibine geri döndü.
 }
ev-knight_deserted = { $who ->
    [self] Şövalyeniz firar etti.
   *[other] Bir şövalye ({ $name }) firar etti.
 }
ev-robber_chased = { $who ->
    [self] Şövalyeniz hırsızı kovaladı.
   *[other] Bir şövalye ({ $name }) hırsızı kovaladı.
 }
ev-city_improved = { $who ->
    [self] Şehirlerinizi iyileştirdiniz: { $improvement } ({ $track } { $level }).
   *[other] { $name } inşa etti: { $improvement } ({ $track } { $level }).
 }
ev-metropolis_placed = { $who ->
    [self] Metropolü yerleştirdiniz: { $track }.
   *[other] { $name } metropolü yerleştirdi: { $track }.
 }
ev-metropolis_lost = { $who ->
    [self] Metropolü kaybettiniz: { $track }.
   *[other] { $name } metropolü kaybetti: { $track }.
 }
ev-aqueduct = { $who ->
    [self] Su Kemeri size verdi: { $card }.
   *[other] { $name } Su Kemerinden { $card } aldı.
 }
ev-aqueduct_declined = { $who ->
    [self] Su Kemerinden hiçbir şey almadınız.
   *[other] { $name } Su Kemerinden hiçbir şey almadı.
 }
ev-progress_drawn = { $who ->
    [self] { $known ->
        [yes] { $deck } destesinden çektiniz: { $card }.
       *[no] { $deck } destesinden bir kart çektiniz.
    }
   *[other] { $name } { $deck } destesinden bir ilerleme kartı çekti.
 }
ev-progress_vp_revealed = { $who ->
    [self] Çektiniz: { $card }, 1 puan.
   *[other] { $name } çekti: { $card }, 1 puan.
 }
ev-progress_discarded = { $who ->
    [self] Attığınız: { $card }.
   *[other] { $name } bir ilerleme kartı attı.
 }
ev-progress_taken = { $who ->
    [self] { $victim_name } oyuncusundan aldınız: { $card }.
    [target] { $name } sizden aldı: { $card }.
   *[other] { $name }, { $victim_name } oyuncusundan bir ilerleme kartı aldı.
 }
ev-card_given = { $who ->
    [self] { $to_name } oyuncusuna verdiniz: { $card }.
    [target] { $name } size verdi: { $card }.
   *[other] { $name }, { $to_name } oyuncusuna bir kart verdi.
 }
ev-card_taken = { $who ->
    [self] { $victim_name } oyuncusundan aldınız: { $card }.
    [target] { $name } sizden aldı: { $card }.
   *[other] { $name }, { $victim_name } oyuncusundan bir kart aldı.
 }
ev-harbor_trade = { $who ->
    [self] { $opponent_name } oyuncusuna { $gave } verdiniz, karşılığında { $got }.
    [target] { $name } size { $gave } verdi, karşılığında sizin { $got }.
   *[other] { $name }, { $opponent_name } oyuncusuna { $gave } verdi, karşılığında { $got }.
 }
ev-harbor_trade_hidden = { $who ->
    [self] { $opponent_name } ile kapalı kartlarla bir kaynağı bir emtiayla takas ettiniz.
    [target] { $name }, sizinle kapalı kartlarla bir kaynağı emtianızdan biriyle takas etti.
   *[other] { $name }, { $opponent_name } ile kapalı kartlarla bir kaynağı bir emtiayla takas etti.
 }
ev-harbor_void = { $who ->
    [target] Verecek emtianız yok.
   *[other] { $opponent_name } oyuncusunun verecek emtiası yok.
 }
ev-skipped = { $who ->
    [self] Geçtiniz: { $decision }.
   *[other] { $name } geçti: { $decision }.
 }
ev-progress_played = { $who ->
    [self] Oynadığınız kart: { $card }.
   *[other] { $name } oynadı: { $card }.
 }
ev-played-alchemist = { $who ->
    [self] Simyacı oynadınız: { $white } ve { $red }.
   *[other] { $name } Simyacı oynadı: { $white } ve { $red }.
 }
ev-played-irrigation = { $who ->
    [self] Sulama oynadınız ve aldınız: { $cards }.
   *[other] { $name } Sulama oynadı ve aldı: { $cards }.
 }
ev-played-mining = { $who ->
    [self] Madencilik oynadınız ve aldınız: { $cards }.
   *[other] { $name } Madencilik oynadı ve aldı: { $cards }.
 }
ev-played-merchant_fleet = { $who ->
    [self] Ticaret Filosu oynadınız: bu tur { $named } 2:1.
   *[other] { $name } Ticaret Filosu oynadı: bu tur { $named } 2:1.
 }
ev-played-resource_monopoly = { $who ->
    [self] Kaynak Tekeli oynadınız ({ $named }): { $taken }.
   *[other] { $name } Kaynak Tekeli oynadı ({ $named }): { $taken }.
 }
ev-played-trade_monopoly = { $who ->
    [self] Emtia Tekeli oynadınız ({ $named }): { $taken }.
   *[other] { $name } Emtia Tekeli oynadı ({ $named }): { $taken }.
 }
ev-played-saboteur = { $who ->
    [self] Sabotajcı oynadınız: kartlarının yarısını atanlar: { $victims }.
   *[other] { $name } Sabotajcı oynadı: kartlarının yarısını atanlar: { $victims }.
 }
ev-played-wedding = { $who ->
    [self] Düğün oynadınız: kart verenler: { $givers }.
   *[other] { $name } Düğün oynadı: kart verenler: { $givers }.
 }
ev-played-spy = { $who ->
    [self] Casus oynadınız, hedef: { $victim_name }.
    [target] { $name } size karşı Casus oynadı.
   *[other] { $name } Casus oynadı, hedef: { $victim_name }.
 }
ev-played-deserter = { $who ->
    [self] Firari oynadınız, hedef: { $victim_name }.
    [target] { $name } size karşı Firari oynadı.
   *[other] { $name } Firari oynadı, hedef: { $victim_name }.
 }
ev-played-master_merchant = { $who ->
    [self] Usta Tüccar oynadınız, hedef: { $victim_name }.
    [target] { $name } size karşı Usta Tüccar oynadı.
   *[other] { $name } Usta Tüccar oynadı, hedef: { $victim_name }.
 }

## Errors (server codes, docs/protocol.md)
error-stale_version = Hamleniz ulaşmadan oyun ilerledi; tahta artık güncel.
error-illegal_action = Bu hamleye izin verilmiyor: { $reason }
error-not_your_turn = Sıra sizde değil.
error-bad_action = Bu hamle okunamadı: { $reason }
error-game_over = Oyun bitti.
error-spectator = Bu oyunu izliyorsunuz.
error-bad_token = Bu koltuk bağlantısı geçerli değil.
error-rate_limited = Çok fazla mesaj; biraz bekleyin.
error-malformed = Sunucu bir mesajı okuyamadı: { $detail }
error-too_large = Bir mesaj çok büyüktü.
error-hello_first = Bağlantı hazır değil.
error-already_joined = Zaten bağlı.
error-unsupported_protocol = Bu sayfa eski; yeniden yükleyin.
error-binary_frame = Sunucu bir mesajı reddetti.
error-chat_empty = Boş mesaj.
error-chat_too_long = Mesaj çok uzun.
error-unavailable = Oyunun veritabanına şu anda ulaşılamıyor; hiçbir şey kaydedilmedi. Birazdan yeniden deneyin.
error-closing = { $reason ->
    [replaced] Bu koltuk başka bir pencerede açıldı.
    [shutdown] Sunucu yeniden başlıyor; yeniden bağlanılıyor…
    [unavailable] Oyunun veritabanına şu anda ulaşılamıyor; yeniden bağlanılıyor…
    [no_such_game] Bu oyun yok.
    [damaged_game] Bu oyunun kayıtlı ayarları bozuk; oyun açılamıyor.
    [no_hello] Bağlantı zamanında kurulamadı; yeniden bağlanılıyor…
    [too_slow] Bağlantı oyunun çok gerisinde kaldı; yeniden bağlanılıyor…
    [too_many_sockets] Adresinizden çok fazla bağlantı; yeniden bağlanılıyor…
    [abuse] Sunucu bağlantıyı kapattı: kısa sürede çok fazla mesaj reddedildi. Yeniden bağlanmak için sayfayı yenileyin.
   *[other] Sunucu bağlantıyı kapattı.
 }
error-bad_request = Sunucu reddetti: { $detail }
error-no_such_game = Böyle bir oyun yok.
error-no_such_route = { $path } adresinde bir şey yok.
error-method_not_allowed = { $path } adresinde { $method } kabul edilmez.
error-no_open_seat = Bu oyunda boş koltuk yok.
error-already_in_game = Bu oyunda zaten bir koltuğunuz var: katıldığınızda verilen bağlantıdan oynayın.
error-too_many_games = Adresinizden çok fazla yeni oyun; { $retry_after } sn sonra yeniden deneyin.
error-bad_bot_token = Botun jetonu reddedildi: bilinmiyor ya da iptal edilmiş.
error-too_many_joins = Bu bot çok fazla oyuna katıldı; { $retry_after } sn sonra yeniden deneyin.
error-too_many_sockets = Adresinizden çok fazla açık bağlantı; { $retry_after } sn sonra yeniden deneyin.
error-no_such_bot = { $name } adında bir bot yok.
error-too_many_challenges = Bu bota çok sık meydan okundu; { $retry_after } sn sonra yeniden deneyin.
error-no_such_challenge = Böyle bir meydan okuma yok.
error-challenge_settled = Bu meydan okuma zaten yanıtlandı.
error-challenge_expired = Bu meydan okumanın süresi doldu.
error-bad_bot_name = Bot adı 1 ile 32 arasında harf, rakam, - ya da _ içerir ve bir harf ya da rakamla başlar.
error-bot_name_taken = { $name } bot adı alınmış.
error-too_many_bots = Bir hesabın en fazla { $limit } botu olabilir.
error-body_timeout = İstek çok geç ulaştı; yeniden deneyin.
error-not_finished = Oyun henüz bitmedi.
error-bad_version = Sunucu reddetti: { $detail }
error-no_client = Bu sunucuda web istemcisi kurulu değil.
error-network = Sunucuya ulaşılamıyor.
error-unknown = Hata: { $code }
error-game_running = Oyun hâlâ oynanıyor: bu yalnızca biten oyunlar içindir.
error-not_analysable = Bu pozisyon analiz edilemiyor: { $detail }
error-too_long = Bu oyunda çözümlenemeyecek kadar çok hamle var.
error-bad_view = Sunucu reddetti: { $detail }
error-not_your_seat = Oyun sürerken kaydını yalnızca o koltuk okuyabilir.
error-no_record = Bu oyunun kaydı yok: { $detail }
error-busy = Sunucu şu an meşgul (başka oyunları analiz ediyor ya da denetliyor); birazdan yeniden deneyin.
error-bad_record = Bu dosya, sunucunun yeniden oynatabileceği bir oyun kaydı değil: { $detail }
error-damaged_game = Bu oyunun kayıtlı ayarları bozuk, bu yüzden buradan devam edilemez: { $detail }
connection-lost = Bağlantı koptu. Yeniden bağlanılıyor…
connection-connecting = Bağlanılıyor…

## Lobby
lobby-title = Şehirler ve Şövalyeler
lobby-tagline = Şehirler ve Şövalyeler ile Catan, botlara ve arkadaşlara karşı.
lobby-quick = 3 bota karşı oyna
lobby-create = Oyun oluştur
lobby-expansion = Oyun
expansion-ck = Şehirler ve Şövalyeler
expansion-base = Temel oyun
lobby-seats = Oyuncular
lobby-seat = Koltuk { $n }
seat-kind-human = İnsan
seat-kind-random = Bot: rastgele
seat-kind-heuristic = Bot: sezgisel
seat-kind-mcts = Bot: güçlü (arama)
seat-kind-open = Lobiden herhangi biri
lobby-vp = Kazanmak için puan
lobby-discard = Atma sınırı
lobby-friendly = Dostça hırsız
lobby-hide-bank = Banka kartlarını gizle
lobby-map = Harita
map-random = Rastgele
map-spiral = Sarmal sayılar
map-beginner = Başlangıç
map-about-random = Araziler, sayılar ve limanlar karıştırılır; kırmızı sayılar yan yana gelmez
map-about-spiral = Araziler ve limanlar karıştırılır; sayılar kural kitabındaki sarmal düzende dizilir
map-about-beginner = Kural kitabının ilk oyun adası, her seferinde aynı
room-map-shown = Harita: { $map }
room-timer-shown = Tur süresi: { $seconds } sn
lobby-timer = Tur süresi (saniye, boş: yok)
lobby-public = Lobide listelensin
lobby-name = Ad
lobby-start = Oluştur
lobby-waiting = Oyuncular bekleniyor
lobby-live = Oynanıyor
lobby-finished = Bitti
lobby-none = Yok
lobby-join = Katıl
lobby-watch = İzle
lobby-replay = Tekrar
lobby-refresh = Yenile
lobby-game-row = { $name } · { $players } oyuncu · { $version ->
    [one] { $version } hamle
   *[other] { $version } hamle
 }
lobby-game-unnamed = Oyun { $id }
lobby-winner = Kazanan: { $name }
back-to-lobby = Lobi
play-here = Bu pencerede oyna
spectating = İzleniyor
spectators-count = İzleyiciler: { $count }
spectators-more = ve { $count } kişi daha

## Game over
over-title = Oyun bitti
over-winner = { $who ->
    [self] Kazandınız!
   *[other] Kazanan: { $name }
 }
over-points = Puanların dağılımı
over-dice = Atılan zarlar
over-dice-expected = beklenen
over-dice-rolled = atılan
over-cards = Kazanılan ve kaybedilen kartlar
over-gained = kazanılan
over-lost = kaybedilen
over-progress = Oynanan ilerleme kartları
over-table = Tablo
over-chart = Grafik
over-col-total = Toplam
over-source-buildings = Binalar
over-source-metropolis = Metropoller
over-source-defender = Savunucu
over-source-progress = İlerleme kartları
over-source-dev = Zafer puanı kartları
over-source-road = En uzun yol
over-source-army = En büyük ordu
over-source-merchant = Tüccar
over-source-total = Toplam
over-replay = Tekrarı izle
over-dice-row = { $total }: { $count } (beklenen { $expected })

## Replay viewer
replay-title = Oyun tekrarı
replay-step = Hamle { $version } / { $last }
replay-back = Bir hamle geri
replay-next = Sonraki hamle
replay-back-turn = Bir tur geri
replay-next-turn = Sonraki tur
replay-play = Oynat
replay-pause = Duraklat
replay-start = Başa
replay-end = Sona
replay-open-record = Kayıt dosyası aç
replay-opening = Açılıyor…
replay-drop-hint = ya da yeniden izlemek için bir oyun kaydını (.json) bu sayfaya bırakın
analysis-title = Analiz
analysis-from-position = Bu oyun başka bir oyunun konumundan devam ettirildi: tahtadan başlayan bir kaydı yok, bu yüzden burada analiz edilemez ve buradan devam ettirilemez.
analysis-running = Oyun analiz ediliyor: { $total } bölümün { $done } tanesi bitti
analysis-chart = Her hamleden sonra her oyuncunun kazanma şansı; şu an { $version }. hamlede. Bir hamleye gitmek için grafiğe tıklayın.
analysis-mistakes-title = En büyük hatalar
analysis-no-mistakes = Hata bulunmadı.
analysis-mistake = { $name }, { $version }. hamle: { $played }; daha iyisi: { $best } (kazanma şansından { $lost } kaybedildi)
analysis-picked = { $version }. hamleden önce ({ $label }): { $name } şunu oynadı: { $played }; daha iyisi: { $best }.
analysis-picked-see = { $version }. hamleyi göster
analysis-move = { $action }: { $detail }
analysis-give-get = { $get } için { $give } vererek
analysis-elsewhere = başka bir yerde { $action }
analysis-label-blunder = Büyük hata
analysis-label-mistake = Hata
analysis-label-inaccuracy = Küçük hata
analysis-position = Bu pozisyonu analiz et
analysis-position-busy = Analiz ediliyor…
analysis-position-title = { $name } için en iyi hamleler
analysis-chance = { $chance } kazanma şansı
analysis-play-on = Buradan devam et

## Language picker and rules page
language-label = Dil
rules-link = Kurallar
rules-title = Şehirler ve Şövalyeler nasıl oynanır
rules-contents = İçindekiler
rules-intro = Şehirler ve Şövalyeler genişlemesiyle Catan, colonist.io'nun oynadığı gibi. Bu sayfa bu oyunun ne yaptığını anlatır; son bölüm, basılı kural kitabı yerine colonist.io'yu izlediği yerleri sıralar.
rules-1-title = Kazanmak
rules-1-text =
    Kendi turunda 13 puana sahip ilk oyuncu kazanır (bir oyun başka bir hedef belirleyebilir). Hedefe başkasının turunda ulaşan oyuncu, kendi turu başladığında puanları hâlâ yetiyorsa kazanır.
    Yerleşim yeri 1 puan, şehir 2 puan, metropol 2 puan daha değerindedir. Catan'ın Savunucusu kartı, tüccarı elinde tutmak, Yazıcı ve Anayasa 1'er puandır; en uzun yol (en az 5 yol) 2 puandır.
rules-2-title = Kurulum
rules-2-text =
    Sırayla her oyuncu bir yerleşim yeri ve yanına bir yol koyar. Sonra ters sırayla her oyuncu bir şehir (yerleşim yeri değil) ve yanına bir yol koyar.
    Şehir, çevresindeki her karo için bir kaynak verir. Kurulumda emtia yoktur.
rules-3-title = Bir tur
rules-3-text =
    Üç zar atın: beyaz ve kırmızı sayı zarları ile olay zarı. Zar atmadan önce oynayabileceğiniz tek kart Simyacı'dır.
    Zar atıldıktan sonra, ödeyebildiğiniz kadar ve istediğiniz sırayla takas yapın ve inşa edin: yollar, yerleşim yerleri, şehirler, şehir surları, şövalyeler, şehir iyileştirmeleri ve ilerleme kartları.
rules-4-title = Üretim ve emtialar
rules-4-text =
    Sayısı atılan her karo, üzerinde hırsız yoksa üretir. Yerleşim yeri 1 kaynak alır. Orman, otlak veya dağlardaki bir şehir 1 kaynak ve 1 emtia (kağıt, kumaş veya madeni para) alır; tepeler veya tarladaki bir şehir 2 kaynak alır.
    7 atıldığında, atma sınırından (7, her şehir suru için 2 fazla) fazla kartı olan her oyuncu yarısını atar. Hırsız, barbarların ilk saldırısına kadar uyur; ondan sonra 7 atıldığında hırsız taşınır ve bir kart çalar.
rules-5-title = Olay zarı ve ilerleme kartları
rules-5-text =
    Olay zarındaki gemi barbarları bir adım yaklaştırır. Bir kale (sarı, mavi veya yeşil) o renkte ilerleme kartı verir: o renkteki şehir iyileştirme seviyesi en az 1 olan ve kırmızı zarı seviyesinin 1 fazlasını geçmeyen her oyuncu bir kart çeker.
    En fazla 4 ilerleme kartı tutabilirsiniz, kendi turunuzda 5; turunuzun sonunda 4'e inene kadar atarsınız. Yazıcı ve Anayasa hemen gösterilir ve bu sınıra sayılmaz.
rules-6-title = Şehir iyileştirmeleri ve metropoller
rules-6-text =
    En az bir şehriniz varsa üç alanı iyileştirebilirsiniz: kumaşla ticaret, madeni parayla politika, kağıtla bilim. Seviye n, kendi türünden n emtiaya mal olur.
    Seviye 3 bir yetenek verir: bir emtiadan 2 tanesini herhangi bir kartla takas (ticaret), şövalyeleri kudretli seviyesine yükseltme (politika), zar size hiçbir şey getirmediğinde bir kaynak alma (bilim).
    Bir alanda 4. seviyeye ilk ulaşan oyuncu o alanın metropolünü bir şehrine koyar (2 puan daha). 5. seviyeye ilk ulaşan oyuncu onu devralır. Barbarlar metropole zarar veremez.
rules-7-title = Şövalyeler
rules-7-text =
    Bir şövalye 1 yün ve 1 cevhere mal olur ve yolunuzun yanındaki bir kavşağa pasif olarak konur. Etkinleştirmek 1 tahıl, yükseltmek 1 yün ve 1 cevher tutar (turda bir kez; kudretli şövalye için Kale, yani 3. seviye politika gerekir).
    Aktif bir şövalye yollarınız boyunca ilerleyebilir, daha zayıf bir rakip şövalyeyi yerinden edebilir veya değdiği bir karodan hırsızı kovalayabilir; sonra pasif olur. Şövalye etkinleştirildiği turda eylem yapamaz.
rules-8-title = Barbarlar
rules-8-text =
    Yedinci gemide barbarlar, tahtadaki şehir ve metropol sayısı kadar güçle saldırır. Catan'ın gücü tüm aktif şövalyelerin toplamıdır.
    Catan eşit veya daha güçlüyse, en fazla aktif şövalye gücüne sahip oyuncu Catan'ın Savunucusu olur (1 puan); birkaç oyuncu berabere kalırsa her biri seçtiği desteden bir ilerleme kartı çeker.
    Barbarlar daha güçlüyse, sıradan bir şehri olanlar arasında şövalye gücü en düşük olan oyuncu (veya oyuncular) bir şehrini kaybeder: şehir yerleşim yeri olur ve suru gider. Saldırıdan sonra tüm şövalyeler pasif olur.
rules-9-title = Takas
rules-9-text =
    Bankayla 4:1, bir limanda 3:1 veya o kaynağın limanında 2:1. Kendi turunuzda diğer oyunculara takas önerin; onlar kabul eder veya reddeder, siz de kiminle takas yapacağınızı seçersiniz.
    Tüccar, Ticaret Filosu ve ticaret yeteneği ek 2:1 oranları verir.
rules-10-title = Bu oyunun colonist.io'yu izlediği yerler
rules-10-text =
    Kazanmak için 13 puan; hırsız ilk saldırıya kadar uyur; elde 4 ilerleme kartı, kendi turunuzda 5; Ticari Liman erken bitirilebilir; yalnızca kendi turunuzda kazanırsınız.
    Atma sınırı ve dostça hırsız (az puanlı oyuncuları korur) her oyunun ayarlarıdır. Sunucunun resmî kural seti, ikisinin ayrıldığı yerlerde basılı kural kitabına göre oynar.
rules-11-title = Kontrol edebileceğiniz adil zarlar
rules-11-text =
    İlk atıştan önce sunucu gizli bir sayı, oyunun tohumunu seçer; tohum haritayı, zarların ve olay zarının her atışını, çekilen ya da çalınan her kartı belirler.
    Oyun oluşturulurken sunucu tohumun bir parmak izini (taahhüt, bir SHA-256 özeti) yayımlar: kimse tohumu ondan çıkaramaz, ama herkes sonradan gösterilen tohumun içine mühürlenen tohum olduğunu kontrol edebilir.
    Oyun bitince sunucu tohumu açıklar. Oyunun tam kaydını indirip "cityknights verify" çalıştırın: her atışı ve her kartı tohumdan yeniden hesaplar ve uyuşmayan ilkini söyler.
rules-12-title = Beş ve altı oyuncu
rules-12-text =
    5 ya da 6 oyuncuyla ada 30 karodur (iki çöl, 11 liman), bankada her kaynaktan 24 kart bulunur ve oyuna özel inşa aşaması eklenir.
    Her oyuncunun sırasından sonra diğer oyuncuların her biri, sıradakinden başlayarak, bir özel inşa aşaması alır: kendi elindeki kartlarla olağan bedelleri ödeyerek inşa etmek ve satın almak ya da pas geçmek. Şehirler ve Şövalyeler'de buna şövalyeler (kur, etkinleştir, yükselt), şehir surları ve şehir iyileştirmeleri de girer.
    Özel inşa aşamasında takas yok, kart oynanmaz, zar atılmaz, şövalye eylemi yapılmaz. Orada kazandığınız puanlar hemen sayılır, ama oyunu ancak kendi sıranızın başında kazanırsınız.

## Chat
chat-label = Masaya sohbet mesajı
chat-placeholder = Bir şey yazın…
chat-send = Gönder
chat-mute = { $name } sohbetini gizle
chat-muted = Sohbeti gizlenenler:
chat-unmute = { $name } göster
chat-spectators = izleyiciler
chat-refused-chat_empty = Önce bir mesaj yazın.
chat-refused-chat_too_long = Gönderilmedi: { $length } karakter, en fazla { $limit }.
chat-refused-rate_limited = Gönderilmedi: aynı anda çok fazla mesaj; { $seconds ->
    [one] { $seconds } saniye
   *[other] { $seconds } saniye
 } sonra yeniden deneyin.

## ------------------------------------------------------------------------------------
## Refusals: why a move, or a progress card in hand, is not possible now.
## The engine's refusal codes (docs/refusals.md) with their params as variables: numbers,
## and names already worded from this catalog (cards, progress cards, tracks, terrains,
## seats, the decision waited for). Kept in this section, at the end of the file.
refusal-unknown = Şu anda mümkün değil ({ $code }).
refusal-context-chance = zar ya da kart çekimi
refusal-item-road = Bir yol
refusal-item-settlement = Bir yerleşim yeri
refusal-item-city = Bir şehir
refusal-item-development_card = Bir geliştirme kartı
refusal-item-city_wall = Bir şehir suru
refusal-item-knight = Bir şövalye
refusal-item-activate_knight = Bir şövalyeyi etkinleştirmek
refusal-item-promote_knight = Bir şövalyeyi yükseltmek
refusal-item-medicine_city = { progress-medicine } ile bir şehir
refusal-not_an_action = Bu hamle okunamadı.
refusal-game_over = Oyun bitti.
refusal-empty_action = Bu hamle okunamadı.
refusal-kind_not_a_string = Bu hamle okunamadı.
refusal-unknown_kind = Bu hamle okunamadı.
refusal-wrong_arity = Bu hamle okunamadı.
refusal-bad_cards_param = Bu hamle okunamadı.
refusal-not_an_integer = Bu hamle okunamadı.
refusal-no_such_seat = Bu oyuncu bu oyunda yok.
refusal-not_now = Şimdi olmaz. Oyun bunu bekliyor: { $context }
refusal-cannot_afford = { $item } için gereken: { $cost }.
refusal-special_build_no_trade = Özel inşa aşamasında takas yapılamaz.
refusal-special_build_no_card = Özel inşa aşamasında kart oynanamaz.
refusal-special_build_no_knight_action = Özel inşa aşamasında şövalyeler yalnızca kurulur, etkinleştirilir ve yükseltilir.
refusal-special_build_no_roll = Özel inşa aşamasında zar atılmaz.
refusal-special_build_no_improvement = Bu oyunda özel inşa aşamasında şehir iyileştirmesi alınamaz.
refusal-special_build_no_wall = Bu oyunda özel inşa aşamasında şehir surları yapılamaz.
refusal-special_build_no_knight_move = Bu oyunda özel inşa aşamasında şövalyeler taşınamaz.
refusal-part_turn_no_player_trade = Kısmi turda oyuncularla takas yapılamaz: yalnızca banka ve limanlarla.
refusal-part_turn_no_knight_action = Kısmi turda şövalyeler yalnızca kurulur, etkinleştirilir ve yükseltilir.
refusal-part_turn_no_roll = Kısmi turda zar atılmaz.
refusal-part_turn_no_alchemist = Simyacı zar atılmadan önce ve yalnızca zarı atan oyuncu tarafından oynanır.
refusal-no_such_vertex = Bu kavşak tahtada yok.
refusal-no_such_path = Bu yol yeri tahtada yok.
refusal-no_such_hex = Bu karo tahtada yok.
refusal-path_taken = Bu yol yerinde zaten bir yol var.
refusal-setup_road_away = Başlangıç yolunuz az önce yerleştirdiğiniz yerleşim yerine değmeli.
refusal-no_roads_left = { $max ->
    [one] Tek yolunuz tahtada.
   *[other] { $max } yolunuzun hepsi tahtada.
 }
refusal-no_settlements_left = { $max ->
    [one] Tek yerleşim yeriniz tahtada.
   *[other] { $max } yerleşim yerinizin hepsi tahtada.
 }
refusal-no_cities_left = { $max ->
    [one] Tek şehriniz tahtada.
   *[other] { $max } şehrinizin hepsi tahtada.
 }
refusal-diplomat_same_path = { progress-diplomat } kartının yolu başka bir yere yeniden kurulmalı.
refusal-road_not_connected = Bu yol yeri yollarınıza ya da yapılarınıza bağlanmıyor veya bir rakibin taşı önünü kesiyor.
refusal-vertex_occupied = Bu kavşak zaten dolu.
refusal-knight_on_vertex = Orada bir şövalye duruyor: şövalyenin altına yerleşim yeri kurulmaz.
refusal-distance_rule = Bir yerleşim yerine ya da şehre çok yakın (mesafe kuralı).
refusal-not_on_own_road = Bir yerleşim yeri yollarınızdan birine değmeli.
refusal-setup_city_blocked = Bu kavşak dolu ya da bir yerleşim yerine veya şehre çok yakın.
refusal-city_needs_settlement = Bir şehir, yerleşim yerlerinizden birinin yerini alır.
refusal-city_on_side_first = Sonraki şehriniz önce yağmalanan şehrinizin yerine gelir.
refusal-dice_alchemist = { progress-alchemist } kartından sonra yalnızca olay zarı atılır.
refusal-dice_ck_range = Bunlar zar değerleri değil.
refusal-dice_range = Bunlar zar değerleri değil.
refusal-no_such_card = Böyle bir kart yok.
refusal-not_holding_card = Elinizde hiç { $card } yok.
refusal-robber_same_hex = Hırsız başka bir karoya gitmeli.
refusal-friendly_robber = Dost hırsız: bu karo 2 ya da daha az puanlı bir oyuncuya değiyor.
refusal-chased_robber_numbered = Kovalanan hırsız sayılı bir karoya gitmeli.
refusal-choose_victim = Kimi soyacağınızı seçin: { $seats }.
refusal-no_victim = Bu karoda soyulabilecek kimse yok.
refusal-steal_missing = { $seat } oyuncusunda böyle bir kart yok.
refusal-trade_unknown_card = Bu kart bu oyunda yok.
refusal-trade_same_card = Bir takas kart türünü değiştirmeli.
refusal-bank_rate = { $rate ->
    [one] { $card } takası için 1 kart gerekir.
   *[other] { $card } takası için { $rate } kart gerekir.
 }
refusal-bank_empty = Bankada hiç { $card } kalmadı.
refusal-bank_short = Bankada yeterince { $card } yok.
refusal-domestic_trade_off = Bu oyunda oyuncular arasında takas yok: bankayla ya da bir limanla takas yapın.
refusal-offer_counts = Bu teklif okunamadı.
refusal-offer_whole = Bu teklif okunamadı.
refusal-offer_unknown_card = Teklif bu oyunda olmayan kartlar içeriyor.
refusal-offer_gift = Teklifin iki tarafı da bir şey vermeli.
refusal-offer_same_card = Aynı kart teklifin iki tarafında birden olamaz.
refusal-offer_unheld = Teklif ettiğiniz kartlar elinizde yok.
refusal-accept_unheld = Bu teklifin istediği kartlar elinizde yok.
refusal-not_accepted = { $seat } teklifi kabul etmedi.
refusal-counter_counts = Bu karşı teklif okunamadı.
refusal-counter_whole = Bu karşı teklif okunamadı.
refusal-counter_unknown_card = Karşı teklif bu oyunda olmayan kartlar içeriyor.
refusal-counter_gift = Karşı teklifin iki tarafı da bir şey vermeli.
refusal-counter_same_card = Aynı kart karşı teklifin iki tarafında olamaz.
refusal-counter_same = Karşı teklif koşulları değiştirmeli; aynı koşullar için teklifi kabul edin.
refusal-counter_unheld = Karşı teklifte verdiğiniz kartlar elinizde yok.
refusal-counter_unpayable = { $seat } oyuncusunun karşı teklifinin istediği kartlar elinizde yok.
refusal-one_dev_per_turn = Her turda yalnızca bir geliştirme kartı oynanabilir.
refusal-no_dev_card = Elinizde { $dev } kartı yok.
refusal-dev_bought_this_turn = { $dev } kartı satın alındığı turda oynanamaz.
refusal-dev_deck_empty = Geliştirme destesi boş.
refusal-no_such_dev = Böyle bir geliştirme kartı yok.
refusal-dev_card_gone = Destede hiç { $dev } kartı kalmadı.
refusal-no_road_to_place = Yerleştirecek yolunuz yok.
refusal-plenty_needs_resources = { dev-year_of_plenty } yalnızca kaynak alır.
refusal-plenty_order = Bu hamle okunamadı.
refusal-monopoly_needs_resource = { dev-monopoly } bir kaynak adı ister.
refusal-wall_exists = Bu şehrin zaten bir suru var.
refusal-no_walls_left = { $max ->
    [one] Tek şehir surunuz tahtada.
   *[other] { $max } şehir surunuzun hepsi tahtada.
 }
refusal-wall_needs_city = Şehir suru şehirlerinizden birinin altına konur.
refusal-no_such_track = Böyle bir iyileştirme alanı yok.
refusal-track_maxed = { $track } alanınız en üst seviyede ({ $max }).
refusal-improve_needs_city = Şehir iyileştirmeleri için tahtada bir şehir gerekir.
refusal-improve_needs_metropolis_city = { $track } seviye { $level } için { $track } metropolünü alabilecek bir şehir gerekir.
refusal-improve_cost = { $count ->
    [one] { $track } seviye { $level }: bedeli 1 { $card }.
   *[other] { $track } seviye { $level }: bedeli { $count } { $card }.
 }
refusal-metropolis_city = { $track } metropolü, metropolü olmayan şehirlerinizden birine konur.
refusal-aqueduct_resource = { improvement-aqueduct } emtia değil, kaynak verir.
refusal-no_own_knight = Orada şövalyeniz yok.
refusal-knight_inactive = Bu şövalye aktif değil.
refusal-knight_just_activated = Bu şövalye bu tur etkinleştirildi: ancak bir sonraki turunuzdan itibaren harekete geçebilir.
refusal-knight_mighty = Bu şövalye zaten kudretli.
refusal-knight_promoted = Bu şövalye bu tur zaten yükseltildi.
refusal-knight_promoted_shared = Bu oyunda özel inşa sırası ile kendi tur tek bir yükseltmeyi paylaşır: bu şövalye hemen önceki diğerinde yükseltildi.
refusal-mighty_needs_fortress = Kudretli şövalye için { improvement-fortress } gerekir (politika seviye 3).
refusal-knight_level_full = { $level ->
    [1] İki temel şövalyeniz de tahtada.
    [2] İki güçlü şövalyeniz de tahtada.
   *[other] İki kudretli şövalyeniz de tahtada.
 }
refusal-vertex_not_vacant = Bu kavşak boş değil.
refusal-knight_needs_road = Şövalye, yollarınızdan birine değen bir kavşağa konur.
refusal-knight_already_active = Bu şövalye zaten aktif.
refusal-knight_move_target = Şövalye yollarınız boyunca bu kavşağa ulaşamıyor ya da kavşak boş değil.
refusal-no_opponent_knight = Orada rakip şövalye yok.
refusal-displace_weaker = Yalnızca daha güçlü bir şövalye başka bir şövalyeyi yerinden edebilir.
refusal-not_reachable = Şövalyeniz yollarınız boyunca bu kavşağa ulaşamıyor.
refusal-relocate_target = Yerinden edilen şövalye yollarınız boyunca boş bir kavşağa gider.
refusal-chase_before_attack = Hırsız, barbarların ilk saldırısından önce kovalanamaz.
refusal-chase_not_adjacent = Bu şövalye hırsızın karosunun bir köşesinde durmuyor.
refusal-pillage_city = Metropolü olmayan şehirlerinizden birini seçin.
refusal-no_such_deck = Böyle bir ilerleme destesi yok.
refusal-deck_empty = { $track } destesi boş.
refusal-progress_not_drawable = Bu kart şimdi çekilemez.
refusal-no_progress_card = Elinizde { $progress } kartı yok.
refusal-no_such_progress_card = Böyle bir ilerleme kartı yok.
refusal-card_not_your_turn = Yalnızca kendi turunuzda oynanabilir.
refusal-card_before_roll = Yalnızca zar atmadan önce oynanabilir.
refusal-card_after_roll = Önce zar atın.
refusal-card_busy = Şimdi olmaz. Oyun bunu bekliyor: { $context }
refusal-card_no_target = Şu anda kartın oynanabileceği bir hedef yok.
refusal-bishop_before_attack = { progress-bishop } ancak barbarların ilk saldırısından sonra oynanabilir.
refusal-not_an_opponent = Bir rakip seçin.
refusal-seat_has_no_knight = { $seat } oyuncusunun şövalyesi yok.
refusal-no_opponent_with_knight = Hiçbir rakibin şövalyesi yok.
refusal-choose_own_knight = Şövalyelerinizden birini seçin.
refusal-deserter_spot = Şövalye, yolunuza değen boş bir kavşağa konur.
refusal-no_road_on_path = Orada yol yok.
refusal-road_not_open = Bu yol açık değil: iki ucu da sahibinin taşlarına değiyor.
refusal-no_open_road = Açık yol yok: her yolun iki ucu da sahibinin taşlarında.
refusal-knight_not_on_your_road = Bu şövalye yollarınızdan birinin ucunda durmuyor.
refusal-no_intrigue_target = Yollarınızdan birinin ucunda rakip şövalye durmuyor.
refusal-saboteur_no_target = Sizin kadar ya da daha çok puanı olan hiçbir rakibin elinde 2 ya da daha fazla kart yok.
refusal-seat_no_progress_cards = { $seat } oyuncusunun elinde ilerleme kartı yok.
refusal-no_opponent_with_progress = Hiçbir rakibin elinde ilerleme kartı yok.
refusal-seat_lacks_progress = { $seat } oyuncusunun elinde { $progress } kartı yok.
refusal-no_inactive_knight = Pasif şövalyeniz yok.
refusal-wedding_no_giver = Sizden çok puanı olan hiçbir rakibin elinde kart yok.
refusal-no_gift_card = Verecek { $card } kartınız yok.
refusal-alchemist_dice_range = { progress-alchemist } her zarı 1-6 arasına ayarlar.
refusal-all_tracks_maxed = Tüm iyileştirme alanları seviye 5'te.
refusal-crane_no_reach = Şu anda hiçbir iyileştirme alınamaz: seviye 4 ve 5 için alanın metropolünü alabilecek bir şehir gerekir.
refusal-crane_waiting = Alabileceğiniz her iyileştirme için zaten bir { progress-crane } bekliyor.
refusal-engineer_needs_city = { progress-engineer } kartının suru şehirlerinizden birinin altına konur.
refusal-no_wall_spot = Şehirlerinizin hiçbirine sur konamaz.
refusal-inventor_two_hexes = { progress-inventor } iki karonun sayı pullarının yerini değiştirir.
refusal-hexes_in_order = Bu hamle okunamadı.
refusal-hex_no_number = Bu karonun sayı pulu yok.
refusal-inventor_forbidden_number = { progress-inventor } { $number } sayısını taşıyamaz: 2, 12, 6 ve 8 yerinde kalır.
refusal-same_numbers = İki pul da aynı sayıyı gösteriyor: yer değiştirmek hiçbir şeyi değiştirmez.
refusal-no_token_to_swap = Yer değiştirilebilecek iki sayı pulu yok.
refusal-harvest_no_hex = { $progress } için yerleşim yerlerinizin ya da şehirlerinizin yanında bir { $terrain } karosu gerekir.
refusal-harvest_no_hex_robber = { $progress } için yerleşim yerlerinizin ya da şehirlerinizin yanında, hırsızın altında olmayan bir { $terrain } karosu gerekir.
refusal-medicine_needs_settlement = { progress-medicine } yerleşim yerlerinizden birini yükseltir.
refusal-no_settlement_to_upgrade = Yükseltecek yerleşim yeriniz yok.
refusal-knights_in_order = Bu hamle okunamadı.
refusal-no_promotable_knight = Şövalyelerinizin hiçbiri şu anda yükseltilemez.
refusal-harbor_no_resource = Teklif edecek kaynağınız yok.
refusal-harbor_all_offered = Her rakibe bu tur zaten bir { progress-commercial_harbor } teklifi yapıldı.
refusal-harbor_offered_seat = { $seat } oyuncusuna şimdi kart teklif edilemez: her rakibe turda bir kez.
refusal-harbor_offer_resource = Elinizdeki bir kaynak kartını teklif edin.
refusal-harbor_give_commodity = Elinizdeki bir emtia kartını verin.
refusal-harbor_offer_first = { progress-commercial_harbor }: önce her rakibe bir kart teklif edilmeli.
refusal-seat_not_richer = { $seat } oyuncusunun sizden fazla puanı yok.
refusal-seat_no_cards = { $seat } oyuncusunun elinde kart yok.
refusal-no_richer_opponent = Sizden çok puanı olan hiçbir rakibin elinde kart yok.
refusal-seat_lacks_card = { $seat } oyuncusunda hiç { $card } yok.
refusal-merchant_hex = Tüccar, yerleşim yerinizin ya da şehrinizin yanındaki bir kara karosuna konur.
refusal-merchant_already = Tüccarınız zaten bu karoda duruyor.
refusal-fleet_card = Bir kaynak ya da emtia seçin.
refusal-fleet_already = { $card } bu tur zaten 2:1 takas ediliyor.
refusal-fleet_no_gain = { $card } kartını zaten 2:1 takas ediyorsunuz.
refusal-fleet_no_gain_any = Her kartı zaten 2:1 takas ediyorsunuz.
refusal-monopoly_resource = Bir kaynak seçin.
refusal-monopoly_commodity = Bir emtia seçin.

# The table: pace, dice, log, sound, art (issue 24)
lobby-pace = Bot hızı
pace-instant = Anında
pace-fast = Hızlı
pace-normal = Normal
pace-slow = Yavaş
dice-label-ck = Zarlar: { $white } ve { $red }; olay zarı: { $event }
merchant-tag = Tüccar
attack-title = Barbarlar saldırıyor!
attack-side-barbarians = Barbarlar
attack-side-knights = Catan'ın aktif şövalyeleri
log-turn = { $who ->
    [self] Sizin turunuz { $turn }
   *[other] { $name } oyuncusunun turu { $turn }
 }
volume = Ses düzeyi
legend-title = Tahtadaki parçalar
## Players: who you are (the lobby's name and login panel)
seat-player = { $name } ({ $colour })
id-title = Kimsiniz
id-name = Ad
id-password = Parola
id-play-guest = Misafir olarak oyna
id-login = Giriş yap
id-register = Hesap oluştur
id-signed-in = { $name } olarak oynuyorsunuz
id-kind-guest = misafir
id-kind-account = hesap
id-upgrade = Bu adı koru: hesaba dönüştür
id-logout = Çıkış yap
id-new-name = Yeni ad
id-rename = Adı değiştir
id-hint = Misafir adı bu tarayıcıda kalır; hesap ise her yerde.
bots-title = Botlarınız
bots-hint = Bot hesabı, kendi programınızın bu sunucuda bot olarak işaretlenmiş şekilde oynamasını sağlar. Jetonu yalnızca bir kez gösterilir.
bots-guide = Bot yazma kılavuzu (İngilizce)
bots-name = Bot adı
bots-create = Bot oluştur
bots-token = { $name } botunun jetonu, yalnızca şimdi gösteriliyor: kopyalayın ve gizli tutun.
bots-none = Henüz botunuz yok.
bots-revoke = İptal et
bots-revoke-named = İptal et: { $name }
error-bad_name = Bu ad kullanılamaz: 3 ile 20 karakter, en az bir harf ya da rakam, tek düz boşluklar, denetim karakteri yok.
error-bad_password = Parola 8 ile 256 karakter arasındadır.
field-range = { $min } ile { $max } arasında bir tam sayı.
error-name_taken = { $name } adı alınmış.
error-wrong_login = Ad ya da parola yanlış.
error-too_many_logins = Çok fazla başarısız giriş; { $retry_after } sn sonra yeniden deneyin.
error-too_many_players = Adresinizden çok fazla yeni oyuncu; { $retry_after } sn sonra yeniden deneyin.
error-too_many_requests = Kısa sürede çok fazla işlem; { $retry_after } sn sonra yeniden deneyin.
error-not_signed_in = Giriş yapmadınız: önce “Kimsiniz” bölümünde bir ad seçin ya da giriş yapın.
error-bad_guest_token = Misafir adınız burada bulunamadı; yeniden bir ad seçin.
error-already_account = Zaten bir hesabınız var.
error-no_such_player = { $name } adında oyuncu yok.
error-account_needed = Dereceli oyun hesaplar içindir: önce kaydolun ya da giriş yapın.
error-not_queued = Dereceli kuyrukta değilsiniz.
error-too_early = Bekleme bitince masayı botlar doldurabilir; { $retry_after } sn sonra yeniden deneyin.
error-karma_too_low = Karmanız { $karma }; bu oda en az { $minimum } istiyor.
error-origin_refused = Reddedildi: istek başka bir siteden geldi ({ $origin }).
# Rooms: gathering before a game (js/room.js).
room-open-title = Odalar
lobby-create-room = Bot olmayan ilk koltuğa siz oturur ve odanın ev sahibi olursunuz: diğerleri katılır, Hazır der ve oyun başlar. Yalnızca botlarla oyun hemen başlar.
room-karma = Karma: { $percent }
room-karma-new = Karma: yeni
room-five-six-turns = 5 veya 6 oyuncuyla turlar
room-min-karma = En düşük karma (%)
room-min-karma-none = herkes
room-min-karma-shown = karma en az { $percent }
room-row = { $name } · ev sahibi { $host } · boş koltuk: { $open } / { $players }
room-enter = Gir
room-unnamed = Oda { $id }
room-of = { $host } adlı oyuncunun odası
room-loading = Oda yükleniyor…
room-to-lobby = Lobiye dön
room-status-open = Oyuncular toplanıyor
room-status-playing = Oyun sürüyor
room-status-finished = Oyun bitti
room-status-closed = Herkes ayrıldı; bu oda kapandı
room-seats = Koltuklar
room-seat-open = Herkese açık
room-seat-invited = Davetle
room-seat-kind = Koltuk
room-empty = Boş koltuk ({ $colour })
room-host = Ev sahibi
room-ready = Hazır
room-not-ready = Hazır değil
room-take = Bu koltuğa otur
room-colour = Renk
room-kick = Odadan çıkar
room-make-host = Ev sahibi yap
room-invite-link = Davet bağlantısı
room-share-link = Bu odanın bağlantısı: ona sahip olan herkes açık bir koltuğa oturabilir
copy = Kopyala
copied = Kopyalandı
room-press-ready = Hazırım
room-unready = Henüz hazır değilim
room-leave = Koltuktan kalk
room-fill-bots = Boş koltuklara bot
room-start = Oyunu başlat
room-hint = Oyun, ev sahibi başlattığında ya da insanlara ayrılan her koltuk dolup herkes Hazır dediğinde kendiliğinden başlar.
room-turn-order = Sıra düzeni
room-turn-order-drawn = Başlangıçta kurayla
room-turn-order-seated = Oturulduğu gibi: herkes seçtiği renkle oynar
room-turn-order-hint = Oyun başladığında sıra düzeni, onunla birlikte herkesin rengi, kurayla belirlenir.
room-settings = Oyun ayarları
room-save-settings = Ayarları kaydet
room-chat = Oda sohbeti
room-spectator = İzleyici
room-see-game = Oyunu gör
room-play-again = Tekrar oyna
room-to-rematch = Yeni odaya git
error-no_such_room = Böyle bir oda yok.
error-not_host = Bunu yalnızca odanın ev sahibi yapabilir.
error-seat_taken = O koltuk dolu.
error-invited_seat = O koltuk, davet bağlantısına sahip kişiye ayrıldı.
error-kicked = Ev sahibi sizi bu odadan çıkardı.
error-already_seated = Burada zaten bir koltuğunuz var; önce ondan kalkın.
error-not_seated = Bu odada koltuğunuz yok.
error-colour_taken = O renk başka bir oyuncuda.
error-seat_empty = O koltukta kimse oturmuyor.
error-empty_seats = Başlamadan önce her koltukta bir oyuncu ya da bot olmalı.
error-room_started = Odanın oyunu başladı; koltuklar artık değişemez.
error-not_started = Odanın oyunu henüz başlamadı.
error-too_many_rooms = Çok fazla oda açtınız; { $retry_after } sn sonra yeniden deneyin.
error-room_closed = Bu oda kapalı.
error-room_busy = Oda aynı anda çok kez değişti; yeniden deneyin.
room-to-seat = Koltuğuna dön

## The ladder: leaderboard and profiles (ladder.js)
ladder-title = Sıralama
ladder-games = Oyunlar
ladder-game-ck = Şehirler ve Şövalyeler
ladder-game-base = Temel oyun
ladder-explain = Yalnızca dereceli oyunlar. Oyuncular ve botlar için tek sıralama; gösterilen puan temkinli olandır (beceri eksi üç kat belirsizlik).
ladder-load-failed = Bu sayfa yüklenemedi. Biraz sonra yeniden deneyin.
ladder-loading = Yükleniyor…
ladder-empty = Henüz dereceli oyun oynanmadı.
ladder-rank = Sıra
ladder-name = Ad
ladder-rating = Reyting
ladder-games-played = Oyun
ladder-karma = Karma
ladder-karma-none = —
ladder-karma-new = Yeni
ladder-karma-percent = { $percent }
ladder-karma-detail = Bitirilen { $finished }, bırakılan { $left } (son 20 oyun)
ladder-bot = Bot
ladder-challenge = { $name } botuna bir oyun için meydan oku
ladder-level-random = Rastgele
ladder-level-heuristic = Sezgisel
ladder-level-mcts-64 = MCTS 64
ladder-level-mcts-400 = MCTS 400
ladder-level-mcts-plus = MCTS+
ladder-no-player = Bu adda bir oyuncu yok.
ladder-ratings = Reytingler
ladder-unrated = Henüz dereceli oyun yok.
ladder-rating-line = Reyting { $rating } (belirsizlik ± { $sigma }), dereceli oyun: { $games }
ladder-chart = Zaman içinde puan, { $game }
ladder-chart-summary = { $games } oyun, { $first } puandan { $last } puana
ladder-recent = Son oyunlar
ladder-no-games = Henüz biten oyun yok.
ladder-game = Oyun
ladder-place = Derece
ladder-when = Bitiş
ladder-place-n = { $n }.
ladder-left = bıraktı
ladder-vp = ZP
ladder-replay = Tekrar
ladder-watch-replay = İzle
ladder-ranked = Dereceli
ladder-by-seat = Koltuğa göre kazanma oranı
ladder-seat = Koltuk
ladder-seat-n = Koltuk { $n }
ladder-win-rate = Kazanma oranı
ladder-vp-sources = Zafer puanlarının dağılımı (oyun başına)
ladder-source-settlements = Yerleşimler
ladder-source-cities = Şehirler
ladder-source-metropolises = Metropoller
ladder-source-longest_road = En Uzun Yol
ladder-source-largest_army = En Büyük Ordu
ladder-source-defender = Catan'ın Savunucusu
ladder-source-progress = İlerleme kartları
ladder-source-merchant = Tüccar
ladder-source-vp_cards = Zafer puanı kartları

## Ranked play in the lobby (ranked.js)
ranked-title = Dereceli oyun
ranked-accounts-only = Dereceli oyunlar hesaplar içindir: dereceli oynamak için giriş yapın ya da kaydolun.
ranked-play = Dereceli oyna
ranked-waiting = { $game } masası aranıyor: { $seats } oyuncudan { $waiting } bekliyor.
ranked-bots-in = Boş koltukları { $seconds } sn sonra botlar doldurabilir.
ranked-with-bots = Şimdi botlarla oyna
ranked-leave = Kuyruktan çık
ranked-hint = 4 oyuncu, standart kurallar, tur süresi. Dereceli oyunu bırakan son sırada biter ve karma kaybeder.
ranked-my-profile = Profilim
ranked-my-rating = Puanınız: { $rating } ({ $games } dereceli oyun)
