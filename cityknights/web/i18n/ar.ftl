## cityknights browser client: Arabic catalog (terms: docs/glossary.md).
## Written right to left; placeholders are isolated by Fluent so Latin names stay readable.
## Plurals: zero, one, two, few (3–10), many (11–99), other.

app-title = المدن والفرسان
you = أنت
seat-0 = الأحمر
seat-1 = الأزرق
seat-2 = البرتقالي
seat-3 = الأخضر
seat-4 = البني
seat-5 = البنفسجي
seat-nobody = لا أحد
seat-you = { $name } (أنت)

## Cards
card-lumber = خشب
card-brick = طوب
card-wool = صوف
card-grain = حبوب
card-ore = خام
card-paper = ورق
card-cloth = قماش
card-coin = عملة
card-count = { $count } { $card }
cards-none = لا شيء
taken-from = { $who ->
    [self] { $count } منك
   *[other] { $count } من { $name }
 }
taken-nobody = لا شيء من أحد

terrain-forest = غابة
terrain-hills = تلال
terrain-pasture = مرعى
terrain-fields = حقول
terrain-mountains = جبال
terrain-desert = صحراء

dev-knight = فارس
dev-victory_point = نقطة نصر
dev-road_building = بناء الطريق
dev-year_of_plenty = سنة الوفرة
dev-monopoly = الاحتكار

event-ship = السفينة البربرية
event-trade = القلعة الصفراء
event-politics = القلعة الزرقاء
event-science = القلعة الخضراء

track-trade = التجارة
track-politics = السياسة
track-science = العلوم
deck-yellow = الأصفر (التجارة)
deck-blue = الأزرق (السياسة)
deck-green = الأخضر (العلوم)

improvement-market = السوق
improvement-trading_house = دار التجارة
improvement-merchant_guild = نقابة التجار
improvement-bank = المصرف
improvement-great_exchange = البورصة الكبرى
improvement-town_hall = دار البلدية
improvement-church = الكنيسة
improvement-fortress = الحصن
improvement-cathedral = الكاتدرائية
improvement-high_assembly = المجلس الأعلى
improvement-abbey = الدير
improvement-library = المكتبة
improvement-aqueduct = قناة المياه
improvement-theater = المسرح
improvement-university = الجامعة
ability-trade = المستوى 3: بادل 2 من سلعة واحدة بأي بطاقة واحدة مع البنك.
ability-politics = المستوى 3: يمكن ترقية الفرسان إلى عظماء.
ability-science = المستوى 3: إذا لم تمنحك رمية النرد شيئًا، خذ موردًا من اختيارك.

## Progress cards: names and texts
progress-alchemist = الخيميائي
progress-crane = الرافعة
progress-engineer = المهندس
progress-inventor = المخترع
progress-irrigation = الري
progress-medicine = الطب
progress-mining = التعدين
progress-printer = الطابعة
progress-road_building = بناء الطريق
progress-smith = الحداد
progress-bishop = الأسقف
progress-constitution = الدستور
progress-deserter = الهارب
progress-diplomat = الدبلوماسي
progress-intrigue = الدسيسة
progress-saboteur = المخرب
progress-spy = الجاسوس
progress-warlord = أمير الحرب
progress-wedding = حفل الزفاف
progress-commercial_harbor = المرفأ التجاري
progress-master_merchant = كبير التجار
progress-merchant = التاجر
progress-merchant_fleet = الأسطول التجاري
progress-resource_monopoly = احتكار الموارد
progress-trade_monopoly = احتكار السلع
progress-text-alchemist = قبل الرمي: اختر نتيجتي نردي الأرقام كليهما.
progress-text-crane = في هذا الدور يكلف تحسين مدينة واحد سلعة واحدة أقل.
progress-text-engineer = ابنِ سور مدينة مجانًا.
progress-text-inventor = بدّل قرصي رقمين (ليس 2 أو 12 أو 6 أو 8).
progress-text-irrigation = خذ 2 حبوب عن كل حقل مجاور لمدنك ومستوطناتك.
progress-text-medicine = رقِّ مستوطنة إلى مدينة مقابل 2 خام و1 حبوب.
progress-text-mining = خذ 2 خام عن كل جبل مجاور لمدنك ومستوطناتك.
progress-text-printer = نقطة نصر واحدة، تُكشف فورًا.
progress-text-road_building = ابنِ طريقين مجانًا.
progress-text-smith = رقِّ ما يصل إلى فارسين من فرسانك مجانًا.
progress-text-bishop = حرّك السارق وخذ بطاقة من كل لاعب بجانبه.
progress-text-constitution = نقطة نصر واحدة، تُكشف فورًا.
progress-text-deserter = يزيل خصم فارسًا؛ ويمكنك وضع فارس بالقوة نفسها.
progress-text-diplomat = أزل طريقًا مفتوحًا؛ إن كان لك فابنه مجددًا في مكان آخر.
progress-text-intrigue = أزح فارس خصم يلامس طريقك.
progress-text-saboteur = كل لاعب لديه نقاط مثلك أو أكثر يتخلص من نصف بطاقاته.
progress-text-spy = اطّلع على بطاقات التقدم لدى خصم وخذ واحدة منها.
progress-text-warlord = نشّط جميع فرسانك مجانًا.
progress-text-wedding = كل لاعب لديه نقاط أكثر منك يعطيك بطاقتين من اختياره.
progress-text-commercial_harbor = اعرض على كل خصم موردًا مقابل إحدى سلعه.
progress-text-master_merchant = اطّلع على يد لاعب لديه نقاط أكثر منك وخذ بطاقتين.
progress-text-merchant = ضع التاجر بجوار مدينتك أو مستوطنتك: 2:1 لمورد تلك البلاطة، ونقطة واحدة.
progress-text-merchant_fleet = في هذا الدور بادل نوع بطاقة من اختيارك بنسبة 2:1 مع البنك.
progress-text-resource_monopoly = يعطيك كل خصم ما يصل إلى 2 من المورد الذي تسمّيه.
progress-text-trade_monopoly = يعطيك كل خصم 1 من السلعة التي تسمّيها.

## Board
board-label = الجزيرة
robber-label = السارق
piece-building = { $kind ->
    [city] { $metropolis ->
        [yes] مدينة { $name } مع متروبوليس
       *[no] { $wall ->
            [yes] مدينة { $name } مع سور
           *[no] مدينة { $name }
        }
    }
   *[settlement] مستوطنة { $name }
 }
piece-knight = { $active ->
    [yes] فارس { $name }، المستوى { $level }، نشط
   *[no] فارس { $name }، المستوى { $level }، غير نشط
 }
merchant-label = تاجر { $name }
harbor-generic = ميناء: 3 من نوع واحد مقابل 1
harbor-resource = ميناء: 2 { $card } مقابل 1
harbor-rate-generic = 3:1
harbor-rate-resource = 2:1
target-hex = { $terrain } { $number }
target-edge = ممر عند { $place }
target-vertex = تقاطع عند { $place }
target-vertex-id = التقاطع { $id }
target-coast = البحر
barbarians-label = السفينة البربرية
barbarians-track = البرابرة { $position } من 7
barbarians-strength = قوة البرابرة { $cities }
knights-strength = الفرسان { $knights }
dice-label = النرد: { $white } و{ $red }
dice-rolled-by = { $who ->
    [self] رميت { $total }
   *[other] رمى { $name } { $total }
 }
dice-rolling = { $who ->
    [self] أنت
   *[other] { $name }
 }
dice-event = نرد الحدث: { $event }

## Panels
hand-title = يدك
hand-empty = لا بطاقات
dev-title = بطاقات التطوير
dev-new = { $card } (جديدة في هذا الدور)
deadline = { $seconds ->
    [zero] لم يبقَ وقت
    [one] بقيت ثانية واحدة
    [two] بقيت ثانيتان
    [few] بقيت { $seconds } ثوانٍ
    [many] بقيت { $seconds } ثانية
   *[other] بقيت { $seconds } ثانية
 }
hand-count = { $count ->
    [zero] لا بطاقات
    [one] بطاقة واحدة
    [two] بطاقتان
    [few] { $count } بطاقات
    [many] { $count } بطاقة
   *[other] { $count } بطاقة
 }
discard-limit = حد التخلص: { $limit }
ruleset-official = قواعد كتاب القواعد المطبوع
turn-limit = حد الأدوار: { $turns }
progress-title = بطاقات التقدم
progress-empty = لا بطاقات تقدم
progress-play = العب { $card }
progress-play-verb = العب
chart-title = تحسينات المدينة
chart-level = المستوى { $level }
chart-cost = { $count ->
    [zero] { $commodity }: { $count }
    [one] { $commodity }: { $count }
    [two] { $commodity }: { $count }
    [few] { $commodity }: { $count }
    [many] { $commodity }: { $count }
   *[other] { $commodity }: { $count }
 }
chart-metropolis = المتروبوليس: { $name }
chart-metropolis-none = المتروبوليس: متاحة
players-title = اللاعبون
player-vp = { $count ->
    [zero] لا نقاط
    [one] نقطة واحدة
    [two] نقطتان
    [few] { $count } نقاط
    [many] { $count } نقطة
   *[other] { $count } نقطة
 }
player-vp-secret = النقاط { $count } (منها { $secret } في يدك)
player-vp-revealed = النقاط { $count } (منها { $secret } من بطاقات نقطة النصر)
player-cards = { $count ->
    [zero] لا بطاقات
    [one] بطاقة واحدة
    [two] بطاقتان
    [few] { $count } بطاقات
    [many] { $count } بطاقة
   *[other] { $count } بطاقة
 }
player-progress = { $count ->
    [zero] لا بطاقات تقدم
    [one] بطاقة تقدم واحدة
    [two] بطاقتا تقدم
    [few] { $count } بطاقات تقدم
    [many] { $count } بطاقة تقدم
   *[other] { $count } بطاقة تقدم
 }
player-knights = الفرسان { $count }
player-road = الطريق { $count }
player-dev = { $count ->
    [zero] لا بطاقات تطوير
    [one] بطاقة تطوير واحدة
    [two] بطاقتا تطوير
    [few] { $count } بطاقات تطوير
    [many] { $count } بطاقة تطوير
   *[other] { $count } بطاقة تطوير
 }
player-army = الفرسان الملعوبة { $count }
player-defender = { $count ->
    [zero] لا نقاط مدافع
    [one] نقطة مدافع واحدة
    [two] نقطتا مدافع
    [few] { $count } نقاط مدافع
    [many] { $count } نقطة مدافع
   *[other] { $count } نقطة مدافع
 }
player-improvements = التجارة { $trade } · السياسة { $politics } · العلوم { $science }
badge-longest-road = أطول طريق
badge-largest-army = أكبر جيش
badge-metropolis = متروبوليس { $track }
badge-turn = الدور
badge-bot = روبوت
badge-away = غائب (يلعب روبوت)
badge-bot-account = روبوت { $name }
badge-bot-account-title = برنامج خارجي يلعب هذا المقعد بصفته الروبوت { $name }.
badge-to-act = عليه القرار
log-title = سجل اللعبة
log-label = سجل اللعبة
bank-title = البنك
bank-card = { $card } في البنك: { $count }
bank-dev = بطاقات التطوير المتبقية: { $count }
bank-deck = بطاقات التقدم المتبقية في رزمة { $deck }: { $count }
bank-hidden = بطاقات البنك مخفية
turn-counter = الدور { $turn }
turn-setup = الإعداد
vp-target = { $count } نقطة للفوز

## Actions
action-roll = ارمِ النرد
action-end_turn = أنهِ الدور
action-end_special_build = أنهِ البناء
action-build_road = طريق
action-build_settlement = مستوطنة
action-build_city = مدينة
action-build_wall = سور المدينة
action-build_knight = فارس
action-activate_knight = نشّط فارسًا
action-promote_knight = رقِّ فارسًا
action-move_knight = حرّك فارسًا
action-displace_knight = أزح فارسًا
action-chase_robber = طارد السارق
action-improve_city = حسّن المدينة
action-bank_trade = مبادلة مع البنك
action-offer_trade = اعرض مبادلة
action-accept_trade = اقبل
action-reject_trade = ارفض
action-confirm_trade = بادل مع…
action-cancel_trade = اسحب العرض
action-counter_trade = عرض مضاد
action-move_robber = حرّك السارق
action-discard = تخلّص
action-relocate_knight = انقل الفارس
action-place_metropolis = ضع المتروبوليس
action-pillage_city = اختر مدينة
action-choose_deck = اختر رزمة
action-discard_progress = تخلّص من بطاقة
action-aqueduct = خذ موردًا
action-decline_aqueduct = لا تأخذ شيئًا
action-surrender_knight = تخلَّ عن فارس
action-place_deserter = ضع فارسًا
action-skip = تخطَّ
action-harbor_offer = اعرض
action-give_commodity = أعطِ سلعة
action-take_progress = خذ البطاقة
action-take_card = خذ البطاقة
action-give_card = أعطِ بطاقة
action-buy_dev = اشترِ بطاقة
## Controls: build bar, one-dialog choices, trading, phone, keyboard
builds-title = البناء والشراء
build-improve = تطوير { $track }
build-no-place = لا يوجد مكان لوضعه الآن.
build-missing = ينقصك { $cards }
build-cost = التكلفة { $cost }
build-free = مجاني
build-lack = −{ $count }
several-picked = المختار: { $picked } من { $count }
several-hand = بطاقاتك (انقر للاختيار)
several-pile-discard = للتخلص منها (انقر للاسترجاع)
several-pile-give_card = للإعطاء (انقر للاسترجاع)
several-pile-discard_progress = للتخلص منها (انقر للاسترجاع)
several-put = اختر { $card }
several-take-back = استرجع { $card }
several-empty = لم تختر شيئًا بعد.
several-confirm = تأكيد
several-sending = جارٍ الإرسال { $done } من { $count }…
banktrade-title = التبادل مع البنك
banktrade-help = أسعارك تشمل الموانئ والتطويرات. أعطِ دفعات بسعرك، وخذ بطاقة واحدة عن كل دفعة.
banktrade-rate = السعر
banktrade-rate-value = { $rate }:1
banktrade-give-more = أعطِ { $rate } { $card } أخرى
banktrade-give-less = أعطِ { $rate } { $card } أقل
banktrade-summary = تعطي { $give } وتأخذ { $get }.
banktrade-owed = بطاقات باقية للاختيار: { $count }
banktrade-extra = بطاقات تزيد عمّا تعطيه: { $count }
banktrade-nothing = اختر ما تعطيه وما تأخذه.
banktrade-confirm = بادِل
alchemist-face = { $die }: { $value }
alchemist-sum = سيظهر النرد { $sum }.
alchemist-help = اختر النردين كليهما.
alchemist-play = العب الخيميائي
param-seat-cards = { $name } (البطاقات: { $count })
param-seat-progress = { $name } (بطاقات التقدم: { $count })
param-seat-knights = { $name } (الفرسان: { $count })
piece-at-corner = { $piece } عند زاوية { $place }
piece-road = طريق { $name } بجانب { $place }
hex-at = { $hex }، الصف { $row }، السداسي { $column }
announce-roll = { $who ->
    [self] رميت { $total }
   *[other] { $name } رمى { $total }
 }
announce-produced = تحصل على { $cards }
announce-turn = { $who ->
    [self] دورك
   *[other] دور { $name }
 }
zoom-in = تكبير
zoom-out = تصغير
zoom-label = التكبير
zoom-board = الجزيرة مكبَّرة: مرّرها بمفاتيح الأسهم
zoom-reset = الجزيرة كاملة
tabs-label = اللوحات
tab-board = اللوحة
tab-hand = اليد
tab-players = اللاعبون
tab-log = السجل
## End of controls
action-play_knight = العب فارسًا
action-play_road_building = العب بناء الطريق
action-play_year_of_plenty = العب سنة الوفرة
action-play_monopoly = العب الاحتكار
action-cancel = إلغاء
action-close = إغلاق
action-other = { $kind }
shortcut-hint = المفاتيح: R للرمي، E لإنهاء الدور، Esc للإلغاء، 1–9 للاختيار
mute = كتم الأصوات
unmute = تشغيل الأصوات

## What to choose next (a parameter of the selected action)
param-edge = اختر ممرًا على اللوحة.
param-vertex = اختر تقاطعًا على اللوحة.
param-hex = اختر بلاطة على اللوحة.
param-card = اختر بطاقة.
param-give = أي بطاقة تعطي؟
param-get = أي بطاقة تأخذ؟
param-first = اختر الأول.
param-second = اختر الثاني.
param-seat = اختر لاعبًا.
param-victim = اختر لاعبًا.
param-victim-robber = اختر لاعبًا لتسرق منه.
param-opponent = اختر خصمًا.
param-partner = مع من تبادل؟
param-track = اختر مسارًا.
param-progress = اختر بطاقة تقدم.
param-die = اختر رقمًا.
param-event = اختر حدثًا.
param-dev = اختر بطاقة تطوير.
param-cards = اختر البطاقات.
param-knight = اختر أحد فرسانك.
param-to = اختر إلى أين يذهب.
param-white = نتيجة النرد الأبيض
param-red = نتيجة النرد الأحمر
param-none = لا فارس ثانٍ
param-nobody = لا أحد
param-rate = { $card } ({ $ratio })
param-card-held = { $card } (لديك { $count })
die-face = { $value }

## Decisions: dialog titles, by context
context-main = دورك
context-special_build = مرحلة البناء الخاصة
context-part_turn = الدور الجزئي (اللاعبون المقترنون)
context-pre_roll = ارمِ النرد
context-setup_settlement = ضع مستوطنة
context-setup_city = ضع مدينة
context-setup_road = ضع طريقًا
context-discard = { $count ->
    [zero] لا تتخلص من شيء
    [one] تخلّص من بطاقة واحدة
    [two] تخلّص من بطاقتين
    [few] تخلّص من { $count } بطاقات
    [many] تخلّص من { $count } بطاقة
   *[other] تخلّص من { $count } بطاقة
 }
context-robber = حرّك السارق
context-free_road = ابنِ طريقًا مجانيًا
context-trade_answer = عرض مبادلة
context-trade_confirm = الردود على عرضك
context-relocate = انقل فارسك المُزاح
context-metropolis = ضع المتروبوليس الخاصة بك
context-pillage = البرابرة يأخذون إحدى مدنك
context-defender_deck = اختر رزمة تقدم
context-progress_discard = لديك بطاقات تقدم أكثر من اللازم: تخلّص من واحدة
context-aqueduct = قناة المياه: خذ موردًا
context-desert = الهارب: تخلَّ عن أحد فرسانك
context-deserter_place = الهارب: ضع فارسك الجديد
context-diplomat_rebuild = الدبلوماسي: ابنِ طريقك من جديد
context-spy = الجاسوس: خذ بطاقة تقدم واحدة
context-wedding = { $count ->
    [zero] حفل الزفاف: لا تعطِ شيئًا
    [one] حفل الزفاف: أعطِ بطاقة واحدة
    [two] حفل الزفاف: أعطِ بطاقتين
    [few] حفل الزفاف: أعطِ { $count } بطاقات
    [many] حفل الزفاف: أعطِ { $count } بطاقة
   *[other] حفل الزفاف: أعطِ { $count } بطاقة
 }
context-commercial_harbor = المرفأ التجاري: اعرض موردًا
context-harbor_answer = المرفأ التجاري: أعطِ سلعة مقابل مورد لا تراه
harbor-help = اختر موردًا تعرضه مقلوبًا على كل خصم. يعطيك كل منهم مقابله سلعة من اختياره؛ ومن لا يملك سلعة لا يعطي شيئًا وتبقى بطاقتك معك.
harbor-offer-to = مورد لـ { $name }
harbor-confirm = اعرض البطاقات المختارة ({ $count })
harbor-none = لا تعرض المزيد
context-master_merchant = كبير التجار: خذ بطاقة
context-over = انتهت اللعبة
context-dice = النرد
context-steal = السرقة
waiting-for = بانتظار { $name }
your-decision = قرارك
# The browser tab's title while a decision is the reader's.
title-your-decision = ● { $decision } · { $app }
offer-from = عرض مبادلة من { $name }
offer-shows = { $name } يعرض { $give } مقابل { $get }
offer-you = تعرض { $give } مقابل { $get }
offer-accepted = قبِله { $names }
offer-declined = رفضه { $names }
offer-countered = يعرض { $name } بدلًا من ذلك { $mine } مقابل { $theirs }.
offer-cannot-accept = لا يمكنك القبول: ينقصك { $cards }.
param-partner-counter = { $name }: تعطي { $theirs } وتأخذ { $mine }
peek-progress = لدى { $name }: { $cards }
peek-hand = لدى { $name }: { $cards }

## Trade builder
trade-title = اعرض مبادلة
trade-give = تعطي
trade-get = تأخذ
trade-held = في يدك: { $count }
trade-send = أرسل العرض
trade-more = { $card } واحدة أخرى
trade-less = { $card } واحدة أقل
counter-title = عرضك المضاد
counter-send = أرسل العرض المضاد

## Events (docs/events.md)
ev-chat = { $name }: { $text }
spectator = مشاهد
ev-turn_started = { $who ->
    [self] دورك ({ $turn })
   *[other] دور { $name } ({ $turn })
 }
ev-turn_ended = { $who ->
    [self] أنهيت دورك.
   *[other] أنهى { $name } الدور.
 }
ev-special_build_started = مرحلة البناء الخاصة: يبني اللاعبون الآخرون واحدًا بعد الآخر.
ev-special_build_ended = { $who ->
    [self] أنهيت البناء الخاص.
   *[other] أنهى { $name } البناء الخاص.
 }
sbp-yours = دورك: ابنِ ما تستطيع دفعه من يدك، أو اضغط { $done } لتتخطى. لا تبادل ولا بطاقات في هذه المرحلة.
sbp-building = الدور الآن على { $name } في البناء.
sbp-next = ثم: { $names }
ev-part_turn_started = { $who ->
    [self] دورك الجزئي بعد دور { $roller_name }: بناء ومبادلة مع البنك والموانئ، بلا نرد.
    [target] الدور الجزئي لـ { $name } بعد دورك: بناء ومبادلة مع البنك والموانئ، بلا نرد.
   *[other] الدور الجزئي لـ { $name } بعد دور { $roller_name }: بناء ومبادلة مع البنك والموانئ، بلا نرد.
 }
ev-part_turn_ended = { $who ->
    [self] أنهيت دورك الجزئي.
   *[other] أنهى { $name } الدور الجزئي.
 }
part-yours = دورك الجزئي: ابنِ، وبادل مع البنك والموانئ، والعب بطاقة، ثم اضغط { $done }. لا نرد ولا مبادلة مع اللاعبين.
part-playing = الدور الجزئي الآن لـ { $name } بعد دور { $roller_name }.
part-after-you = الدور الجزئي الآن لـ { $name } بعد دورك.
ev-dice_rolled = { $who ->
    [self] رميت { $white } + { $red } = { $total }.
   *[other] رمى { $name } { $white } + { $red } = { $total }.
 }
ev-dice_rolled-ck = { $who ->
    [self] رميت { $white } + { $red } = { $total }، و{ $event }.
   *[other] رمى { $name } { $white } + { $red } = { $total }، و{ $event }.
 }
produced-roll = الرقم { $total }
ev-produced = { $count ->
    [0] { produced-roll }: لم ينتج أحد شيئًا.
   *[other] { produced-roll }: { $got }.
 }
produced-seat = { $who ->
    [self] حصلت على { $cards }
   *[other] حصل { $name } على { $cards }
 }
ev-starting_resources = { $who ->
    [self] حصلت على { $cards } للبداية.
   *[other] حصل { $name } على { $cards } للبداية.
 }
ev-discarded = { $who ->
    [self] تخلّصت من { $card }.
   *[other] تخلّص { $name } من { $card }.
 }
ev-discarded-cards = { $who ->
    [self] تخلّصت من { $cards }.
   *[other] تخلّص { $name } من { $cards }.
 }
ev-robber_moved = { $who ->
    [self] حرّكت السارق؛ تسرق من { $victim_name }.
    [target] حرّك { $name } السارق ويسرق منك.
   *[other] حرّك { $name } السارق؛ يُسرق من { $victim_name }.
 }
ev-robber_moved_nobody = { $who ->
    [self] حرّكت السارق.
   *[other] حرّك { $name } السارق.
 }
ev-robber_moved_bishop = { $who ->
    [self] حرّكت السارق؛ تسرق من { $victims }.
   *[other] حرّك { $name } السارق ويسرق من { $victims }.
 }
ev-stole = { $who ->
    [self] سرقت { $card } من { $victim_name }.
    [target] سرق { $name } منك { $card }.
   *[other] سرق { $name } بطاقة من { $victim_name }.
 }
ev-robber_activated = استيقظ السارق.
ev-game_over = { $who ->
    [self] فزت بـ{ $vp } نقطة!
   *[other] فاز { $name } بـ{ $vp } نقطة.
 }
ev-game_over-none = انتهت اللعبة بلا فائز (حد الأدوار).
ev-road_built = { $who ->
    [self] بنيت طريقًا.
   *[other] بنى { $name } طريقًا.
 }
ev-settlement_built = { $who ->
    [self] بنيت مستوطنة.
   *[other] بنى { $name } مستوطنة.
 }
ev-city_built = { $who ->
    [self] بنيت مدينة.
   *[other] بنى { $name } مدينة.
 }
ev-longest_road = { $who ->
    [self] لديك أطول طريق ({ $length }).
   *[other] لدى { $name } أطول طريق ({ $length }).
 }
ev-longest_road-none = لا أحد يملك أطول طريق الآن.
ev-largest_army = { $who ->
    [self] لديك أكبر جيش ({ $knights }).
   *[other] لدى { $name } أكبر جيش ({ $knights }).
 }
ev-largest_army-none = لا أحد يملك أكبر جيش الآن.
ev-dev_bought = { $who ->
    [self] اشتريت بطاقة تطوير: { $card }.
   *[other] اشترى { $name } بطاقة تطوير.
 }
ev-dev_played = { $who ->
    [self] لعبت { $card }.
   *[other] لعب { $name } { $card }.
 }
ev-year_of_plenty = { $who ->
    [self] أخذت { $cards } من البنك.
   *[other] أخذ { $name } { $cards } من البنك.
 }
ev-monopoly = { $who ->
    [self] لعبت الاحتكار على { $card }: { $taken }.
   *[other] لعب { $name } الاحتكار على { $card }: { $taken }.
 }
ev-bank_trade = { $who ->
    [self] بادلت { $count } { $give } بـ1 { $get } مع البنك.
   *[other] بادل { $name } { $count } { $give } بـ1 { $get } مع البنك.
 }
ev-trade_offered = { $who ->
    [self] تعرض { $give } مقابل { $get }.
   *[other] يعرض { $name } { $give } مقابل { $get }.
 }
ev-trade_answered = { $who ->
    [self] { $accepted ->
        [yes] قبلت العرض.
       *[no] رفضت العرض.
    }
   *[other] { $accepted ->
        [yes] قبل { $name } العرض.
       *[no] رفض { $name } العرض.
    }
 }
ev-trade_countered = { $who ->
    [self] عرضتَ بدلًا من ذلك { $mine } مقابل { $theirs }.
   *[other] عرض { $name } بدلًا من ذلك { $mine } مقابل { $theirs }.
 }
ev-trade_closed = { $who ->
    [self] بادلت مع { $partner }.
    [target] بادل { $name } معك.
   *[other] بادل { $name } مع { $partner }.
 }
ev-trade_cancelled = { $who ->
    [self] أُغلق عرضك دون مبادلة.
   *[other] أُغلق عرض { $name } دون مبادلة.
 }
ev-barbarians_advanced = يتقدم البرابرة ({ $position } من 7).
ev-barbarians_repelled = { $who ->
    [self] صُدّ البرابرة (البرابرة { $cities }، فرسان كاتان { $knights }): أنت المدافع عن كاتان!
   *[other] صُدّ البرابرة (البرابرة { $cities }، فرسان كاتان { $knights }): { $name } هو المدافع عن كاتان.
 }
ev-barbarians_repelled-tie = صُدّ البرابرة (البرابرة { $cities }، فرسان كاتان { $knights })؛ يسحب كل من { $tied } بطاقة تقدم.
ev-barbarians_won = انتصر البرابرة (البرابرة { $cities }، فرسان كاتان { $knights })؛ يخسر { $losers } مدينة.
ev-city_pillaged = { $who ->
    [self] حوّل البرابرة مدينتك إلى مستوطنة.
   *[other] حوّل البرابرة مدينة لـ{ $name } إلى مستوطنة.
 }
ev-defender_deck_chosen = { $who ->
    [self] تسحب من رزمة { $track }.
   *[other] يسحب { $name } من رزمة { $track }.
 }
ev-defender_deck_empty = { $who ->
    [self] جميع رزم التقدم فارغة: لا تسحب شيئًا.
   *[other] جميع رزم التقدم فارغة: لا يسحب { $name } شيئًا.
 }
ev-wall_built = { $who ->
    [self] بنيت سور مدينة.
   *[other] بنى { $name } سور مدينة.
 }
ev-knight_built = { $who ->
    [self] جنّدت فارسًا.
   *[other] جنّد { $name } فارسًا.
 }
ev-knight_activated = { $who ->
    [self] نشّطت فارسًا.
   *[other] نشّط { $name } فارسًا.
 }
ev-knight_promoted = { $who ->
    [self] رقّيت فارسًا إلى المستوى { $level }.
   *[other] رقّى { $name } فارسًا إلى المستوى { $level }.
 }
ev-knight_moved = { $who ->
    [self] حرّكت فارسًا.
   *[other] حرّك { $name } فارسًا.
 }
ev-knight_displaced = { $who ->
    [self] أُزيح فارسك.
   *[other] أُزيح فارس لـ{ $name }.
 }
ev-knight_relocated = { $who ->
    [self] نقلت فارسك المُزاح.
   *[other] نقل { $name } فارسًا مُزاحًا.
 }
ev-knight_returned = { $who ->
    [self] لم يجد فارسك المُزاح مكانًا فعاد إليك.
   *[other] عاد فارس مُزاح لـ{ $name } إلى صاحبه.
 }
ev-knight_deserted = { $who ->
    [self] هرب فارسك.
   *[other] هرب فارس لـ{ $name }.
 }
ev-robber_chased = { $who ->
    [self] طارد فارسك السارق بعيدًا.
   *[other] طارد فارس لـ{ $name } السارق بعيدًا.
 }
ev-city_improved = { $who ->
    [self] حسّنت مدنك: { $improvement } ({ $track } { $level }).
   *[other] بنى { $name } { $improvement } ({ $track } { $level }).
 }
ev-metropolis_placed = { $who ->
    [self] وضعت متروبوليس { $track }.
   *[other] وضع { $name } متروبوليس { $track }.
 }
ev-metropolis_lost = { $who ->
    [self] خسرت متروبوليس { $track }.
   *[other] خسر { $name } متروبوليس { $track }.
 }
ev-aqueduct = { $who ->
    [self] تمنحك قناة المياه { $card }.
   *[other] تمنح قناة المياه { $name } { $card }.
 }
ev-aqueduct_declined = { $who ->
    [self] لم تأخذ شيئًا من قناة المياه.
   *[other] لم يأخذ { $name } شيئًا من قناة المياه.
 }
ev-progress_drawn = { $who ->
    [self] { $known ->
        [yes] سحبت { $card } من رزمة { $deck }.
       *[no] سحبت بطاقة من رزمة { $deck }.
    }
   *[other] سحب { $name } بطاقة تقدم من رزمة { $deck }.
 }
ev-progress_vp_revealed = { $who ->
    [self] سحبت { $card }: نقطة واحدة.
   *[other] سحب { $name } { $card }: نقطة واحدة.
 }
ev-progress_discarded = { $who ->
    [self] تخلّصت من { $card }.
   *[other] تخلّص { $name } من بطاقة تقدم.
 }
ev-progress_taken = { $who ->
    [self] أخذت { $card } من { $victim_name }.
    [target] أخذ { $name } منك { $card }.
   *[other] أخذ { $name } بطاقة تقدم من { $victim_name }.
 }
ev-card_given = { $who ->
    [self] أعطيت { $card } إلى { $to_name }.
    [target] أعطاك { $name } { $card }.
   *[other] أعطى { $name } بطاقة إلى { $to_name }.
 }
ev-card_taken = { $who ->
    [self] أخذت { $card } من { $victim_name }.
    [target] أخذ { $name } منك { $card }.
   *[other] أخذ { $name } بطاقة من { $victim_name }.
 }
ev-harbor_trade = { $who ->
    [self] أعطيت { $opponent_name } { $gave } مقابل { $got }.
    [target] أعطاك { $name } { $gave } مقابل { $got } الخاص بك.
   *[other] أعطى { $name } { $opponent_name } { $gave } مقابل { $got }.
 }
ev-harbor_trade_hidden = { $who ->
    [self] بادلت موردًا بسلعة من { $opponent_name }، والبطاقات مقلوبة.
    [target] بادل { $name } موردًا بسلعة منك، والبطاقات مقلوبة.
   *[other] بادل { $name } موردًا بسلعة من { $opponent_name }، والبطاقات مقلوبة.
 }
ev-harbor_void = { $who ->
    [target] ليس لديك سلعة لتعطيها.
   *[other] ليس لدى { $opponent_name } سلعة ليعطيها.
 }
ev-skipped = { $who ->
    [self] تخطيت: { $decision }.
   *[other] تخطى { $name }: { $decision }.
 }
ev-progress_played = { $who ->
    [self] لعبت { $card }.
   *[other] لعب { $name } { $card }.
 }
ev-played-alchemist = { $who ->
    [self] لعبت الخيميائي: { $white } و{ $red }.
   *[other] لعب { $name } الخيميائي: { $white } و{ $red }.
 }
ev-played-irrigation = { $who ->
    [self] لعبت الري وأخذت { $cards }.
   *[other] لعب { $name } الري وأخذ { $cards }.
 }
ev-played-mining = { $who ->
    [self] لعبت التعدين وأخذت { $cards }.
   *[other] لعب { $name } التعدين وأخذ { $cards }.
 }
ev-played-merchant_fleet = { $who ->
    [self] لعبت الأسطول التجاري: { $named } بنسبة 2:1 في هذا الدور.
   *[other] لعب { $name } الأسطول التجاري: { $named } بنسبة 2:1 في هذا الدور.
 }
ev-played-resource_monopoly = { $who ->
    [self] لعبت احتكار الموارد على { $named }: { $taken }.
   *[other] لعب { $name } احتكار الموارد على { $named }: { $taken }.
 }
ev-played-trade_monopoly = { $who ->
    [self] لعبت احتكار السلع على { $named }: { $taken }.
   *[other] لعب { $name } احتكار السلع على { $named }: { $taken }.
 }
ev-played-saboteur = { $who ->
    [self] لعبت المخرب: يتخلص { $victims } من نصف بطاقاتهم.
   *[other] لعب { $name } المخرب: يتخلص { $victims } من نصف بطاقاتهم.
 }
ev-played-wedding = { $who ->
    [self] لعبت حفل الزفاف: يعطي { $givers } بطاقات.
   *[other] لعب { $name } حفل الزفاف: يعطي { $givers } بطاقات.
 }
ev-played-spy = { $who ->
    [self] لعبت الجاسوس على { $victim_name }.
    [target] لعب { $name } الجاسوس عليك.
   *[other] لعب { $name } الجاسوس على { $victim_name }.
 }
ev-played-deserter = { $who ->
    [self] لعبت الهارب على { $victim_name }.
    [target] لعب { $name } الهارب عليك.
   *[other] لعب { $name } الهارب على { $victim_name }.
 }
ev-played-master_merchant = { $who ->
    [self] لعبت كبير التجار على { $victim_name }.
    [target] لعب { $name } كبير التجار عليك.
   *[other] لعب { $name } كبير التجار على { $victim_name }.
 }

## Errors (server codes, docs/protocol.md)
error-stale_version = تقدمت اللعبة قبل وصول نقلتك؛ اللوحة محدَّثة الآن.
error-illegal_action = هذه النقلة غير مسموح بها: { $reason }
error-not_your_turn = ليس دورك.
error-bad_action = تعذرت قراءة هذه النقلة: { $reason }
error-game_over = انتهت اللعبة.
error-spectator = أنت تشاهد هذه اللعبة.
error-bad_token = رابط هذا المقعد غير صالح.
error-rate_limited = رسائل كثيرة جدًا؛ انتظر قليلًا.
error-malformed = تعذر على الخادم قراءة رسالة: { $detail }
error-too_large = كانت إحدى الرسائل كبيرة جدًا.
error-hello_first = الاتصال غير جاهز.
error-already_joined = متصل بالفعل.
error-unsupported_protocol = هذه الصفحة قديمة؛ أعد تحميلها.
error-binary_frame = رفض الخادم رسالة.
error-chat_empty = رسالة فارغة.
error-chat_too_long = الرسالة طويلة جدًا.
error-unavailable = تعذّر الوصول إلى قاعدة بيانات اللعبة الآن؛ لم يُحفظ شيء. حاول مجددًا بعد قليل.
error-closing = { $reason ->
    [replaced] فُتح هذا المقعد في نافذة أخرى.
    [shutdown] يُعاد تشغيل الخادم؛ جارٍ إعادة الاتصال…
    [unavailable] تعذّر الوصول إلى قاعدة بيانات اللعبة الآن؛ جارٍ إعادة الاتصال…
    [no_such_game] هذه اللعبة غير موجودة.
    [damaged_game] إعدادات هذه اللعبة المحفوظة تالفة؛ لا يمكن فتحها.
    [no_hello] لم يُجهَّز الاتصال في الوقت المحدد؛ جارٍ إعادة الاتصال…
    [too_slow] تأخّر الاتصال كثيرًا عن اللعبة؛ جارٍ إعادة الاتصال…
    [too_many_sockets] اتصالات كثيرة جدًا من عنوانك؛ جارٍ إعادة الاتصال…
    [abuse] أغلق الخادم الاتصال: رُفضت رسائل كثيرة جدًا في وقت قصير. أعد تحميل الصفحة للاتصال من جديد.
   *[other] أغلق الخادم الاتصال.
 }
error-bad_request = رفض الخادم: { $detail }
error-no_such_game = لا توجد لعبة كهذه.
error-no_such_route = لا شيء على العنوان { $path }.
error-method_not_allowed = لا يُقبل { $method } على العنوان { $path }.
error-no_open_seat = لا يوجد مقعد شاغر في هذه اللعبة.
error-already_in_game = لديك مقعد في هذه اللعبة بالفعل: العب به عبر الرابط الذي حصلت عليه عند الانضمام.
error-too_many_games = ألعاب جديدة كثيرة جدًا من عنوانك؛ حاول مجددًا بعد { $retry_after } ث.
error-bad_bot_token = رُفض رمز الروبوت: إنه غير معروف أو أُلغي.
error-too_many_joins = انضم هذا الروبوت إلى ألعاب كثيرة جدًا؛ حاول مجددًا بعد { $retry_after } ث.
error-too_many_sockets = اتصالات مفتوحة كثيرة جدًا من عنوانك؛ حاول مجددًا بعد { $retry_after } ث.
error-no_such_bot = لا يوجد روبوت باسم { $name }.
error-too_many_challenges = تلقّى هذا الروبوت تحديات كثيرة جدًا؛ حاول مجددًا بعد { $retry_after } ث.
error-no_such_challenge = هذا التحدي غير موجود.
error-challenge_settled = تمّ الرد على هذا التحدي من قبل.
error-challenge_expired = انتهت مهلة هذا التحدي.
error-bad_bot_name = اسم الروبوت من 1 إلى 32 حرفًا أو رقمًا أو - أو _، ويبدأ بحرف أو رقم.
error-bot_name_taken = اسم الروبوت { $name } مأخوذ.
error-too_many_bots = يمكن أن يملك الحساب { $limit } روبوتات على الأكثر.
error-body_timeout = استغرق وصول الطلب وقتًا طويلًا؛ حاول مجددًا.
error-not_finished = لم تنتهِ اللعبة بعد.
error-bad_version = رفض الخادم: { $detail }
error-no_client = عميل الويب غير مثبت على هذا الخادم.
error-network = لا يمكن الوصول إلى الخادم.
error-unknown = خطأ: { $code }
error-game_running = ما زالت اللعبة جارية: هذا للألعاب المنتهية فقط.
error-not_analysable = لا يمكن تحليل هذا الوضع: { $detail }
error-too_long = في هذه اللعبة نقلات أكثر من أن تُحلَّل.
error-bad_view = رفض الخادم: { $detail }
error-not_your_seat = لا يقرأ سجلَّ المقعد أثناء اللعب إلا صاحبه.
error-no_record = لا سجل لهذه اللعبة: { $detail }
error-busy = الخادم مشغول الآن (يحلّل ألعابًا أخرى أو يفحصها)؛ حاول مجددًا بعد قليل.
error-bad_record = هذا الملف ليس سجل لعبة يستطيع الخادم إعادته: { $detail }
error-damaged_game = إعدادات هذه اللعبة المحفوظة تالفة، فلا يمكن مواصلة اللعب منها: { $detail }
connection-lost = انقطع الاتصال. جارٍ إعادة الاتصال…
connection-connecting = جارٍ الاتصال…

## Lobby
lobby-title = المدن والفرسان
lobby-tagline = كاتان مع المدن والفرسان، ضد الروبوتات والأصدقاء.
lobby-quick = العب ضد 3 روبوتات
lobby-create = أنشئ لعبة
lobby-expansion = اللعبة
expansion-ck = المدن والفرسان
expansion-base = اللعبة الأساسية
lobby-seats = اللاعبون
lobby-seat = المقعد { $n }
seat-kind-human = إنسان
seat-kind-random = روبوت: عشوائي
seat-kind-heuristic = روبوت: استدلالي
seat-kind-mcts = روبوت: قوي (بحث)
seat-kind-open = أي شخص من الردهة
lobby-vp = النقاط للفوز
lobby-discard = حد التخلص
lobby-friendly = سارق ودود
lobby-hide-bank = إخفاء بطاقات البنك
lobby-map = الخريطة
map-random = عشوائية
map-spiral = أرقام حلزونية
map-beginner = للمبتدئين
map-about-random = تُخلط الأراضي والأرقام والموانئ، ولا يتجاور رقمان أحمران
map-about-spiral = تُخلط الأراضي والموانئ، وتوضع الأرقام في حلزون كتاب القواعد
map-about-beginner = جزيرة كتاب القواعد للعبة الأولى، هي نفسها في كل مرة
room-map-shown = الخريطة: { $map }
room-timer-shown = مؤقت الدور: { $seconds } ث
lobby-timer = مؤقت الدور (ثوانٍ، فارغ: بلا)
lobby-public = مُدرجة في الردهة
lobby-name = الاسم
lobby-start = أنشئ
lobby-waiting = بانتظار اللاعبين
lobby-live = قيد اللعب
lobby-finished = انتهت
lobby-none = لا شيء
lobby-join = انضم
lobby-watch = شاهد
lobby-replay = إعادة
lobby-refresh = تحديث
lobby-game-row = { $name } · { $players } لاعبين · { $version ->
    [zero] لا نقلات
    [one] نقلة واحدة
    [two] نقلتان
    [few] { $version } نقلات
    [many] { $version } نقلة
   *[other] { $version } نقلة
 }
lobby-game-unnamed = اللعبة { $id }
lobby-winner = الفائز: { $name }
back-to-lobby = الردهة
play-here = العب في هذه النافذة
spectating = مشاهدة
spectators-count = المشاهدون: { $count }
spectators-more = و{ $count } آخرون

## Game over
over-title = انتهت اللعبة
over-winner = { $who ->
    [self] فزت!
   *[other] فاز { $name }
 }
over-points = النقاط حسب المصدر
over-dice = رميات النرد
over-dice-expected = المتوقع
over-dice-rolled = المرمي
over-cards = البطاقات المكتسبة والمفقودة
over-gained = مكتسبة
over-lost = مفقودة
over-progress = بطاقات التقدم الملعوبة
over-table = جدول
over-chart = رسم بياني
over-col-total = المجموع
over-source-buildings = المباني
over-source-metropolis = المتروبوليس
over-source-defender = المدافع
over-source-progress = بطاقات التقدم
over-source-dev = بطاقات نقطة النصر
over-source-road = أطول طريق
over-source-army = أكبر جيش
over-source-merchant = التاجر
over-source-total = المجموع
over-replay = شاهد الإعادة
over-dice-row = { $total }: { $count } (المتوقع { $expected })

## Replay viewer
replay-title = الإعادة
replay-step = النقلة { $version } من { $last }
replay-back = نقلة إلى الوراء
replay-next = النقلة التالية
replay-back-turn = دور إلى الوراء
replay-next-turn = الدور التالي
replay-play = تشغيل
replay-pause = إيقاف مؤقت
replay-start = البداية
replay-end = النهاية
replay-open-record = افتح ملف سجل
replay-opening = جارٍ الفتح…
replay-drop-hint = أو أفلت سجل لعبة (.json) على هذه الصفحة لإعادته
analysis-title = التحليل
analysis-from-position = تابعت هذه اللعبة من موضع لعبة أخرى: لا سجل لها من بداية اللوحة، فلا يمكن تحليلها ولا متابعة اللعب منها هنا.
analysis-running = جارٍ تحليل اللعبة: اكتمل { $done } من { $total } أجزاء
analysis-chart = فرصة كل لاعب في الفوز بعد كل نقلة؛ الآن عند النقلة { $version }. انقر على الرسم للانتقال إلى نقلة.
analysis-mistakes-title = أكبر الأخطاء
analysis-no-mistakes = لم يُعثر على أخطاء.
analysis-mistake = { $name }، النقلة { $version }: { $played }؛ والأفضل كان { $best } (خسر { $lost } من فرصة الفوز)
analysis-picked = قبل النقلة { $version } ({ $label }): لعب { $name } { $played }؛ والأفضل كان { $best }.
analysis-picked-see = اعرض النقلة { $version }
analysis-move = { $action }: { $detail }
analysis-give-get = تعطي { $give } مقابل { $get }
analysis-elsewhere = { $action } في مكان آخر
analysis-label-blunder = خطأ فادح
analysis-label-mistake = خطأ
analysis-label-inaccuracy = عدم دقة
analysis-position = حلّل هذا الوضع
analysis-position-busy = جارٍ التحليل…
analysis-position-title = أفضل النقلات لـ { $name }
analysis-chance = فرصة الفوز { $chance }
analysis-play-on = تابع اللعب من هنا

## Language picker and rules page
language-label = اللغة
rules-link = القواعد
rules-title = كيف تلعب المدن والفرسان
rules-contents = المحتويات
rules-intro = كاتان مع توسعة المدن والفرسان، كما يلعبها colonist.io. تشرح هذه الصفحة ما تفعله هذه اللعبة؛ ويذكر القسم الأخير المواضع التي تتبع فيها colonist.io بدلًا من كتاب القواعد المطبوع.
rules-1-title = الفوز
rules-1-text =
    يفوز أول لاعب يملك 13 نقطة في دوره (يمكن للعبة أن تحدد هدفًا آخر). اللاعب الذي يبلغ الهدف في دور غيره يفوز حين يبدأ دوره إن كان لا يزال يملك النقاط اللازمة.
    المستوطنة بنقطة واحدة، والمدينة بنقطتين، والمتروبوليس بنقطتين إضافيتين. بطاقة المدافع عن كاتان وامتلاك التاجر والطابعة والدستور بنقطة لكل منها؛ وأطول طريق (5 طرق على الأقل) بنقطتين.
rules-2-title = الإعداد
rules-2-text =
    بترتيب الأدوار يضع كل لاعب مستوطنة وطريقًا بجانبها. ثم بالترتيب المعاكس يضع كل لاعب مدينة (لا مستوطنة) وطريقًا بجانبها.
    تعطي المدينة موردًا واحدًا عن كل بلاطة حولها. لا سلع عند الإعداد.
rules-3-title = الدور
rules-3-text =
    ارمِ ثلاثة أحجار نرد: نرد الأرقام الأبيض والأحمر، ونرد الحدث. الخيميائي هو البطاقة الوحيدة التي يجوز لعبها قبل الرمي.
    بعد الرمي بادل وابنِ بأي ترتيب وبقدر ما تستطيع الدفع: طرق ومستوطنات ومدن وأسوار مدن وفرسان وتحسينات مدن وبطاقات تقدم.
rules-4-title = الإنتاج والسلع
rules-4-text =
    كل بلاطة خرج رقمها تنتج، ما لم يكن السارق عليها. تأخذ المستوطنة موردًا واحدًا. المدينة على غابة أو مرعى أو جبال تأخذ موردًا وسلعة (ورق أو قماش أو عملة)؛ والمدينة على تلال أو حقول تأخذ موردين.
    عند رمي 7 يتخلص كل لاعب لديه بطاقات أكثر من حد التخلص (7، وزيادة 2 عن كل سور مدينة) من نصفها. ينام السارق حتى أول هجوم للبرابرة؛ بعد ذلك يُحرَّك عند رمي 7 ويسرق بطاقة.
rules-5-title = نرد الحدث وبطاقات التقدم
rules-5-text =
    السفينة على نرد الحدث تقرّب البرابرة خطوة. القلعة (صفراء أو زرقاء أو خضراء) تعطي بطاقات تقدم من لونها: كل لاعب مستوى تحسين مدينته في ذلك اللون 1 على الأقل، ونرده الأحمر لا يزيد على مستواه زائد 1، يسحب بطاقة.
    يمكنك الاحتفاظ بـ 4 بطاقات تقدم، و5 في دورك؛ وفي نهاية دورك تتخلص منها حتى تبقى 4. تُكشف الطابعة والدستور فورًا ولا تُحتسبان ضمن هذا الحد.
rules-6-title = تحسينات المدينة والمتروبوليس
rules-6-text =
    إن كانت لديك مدينة واحدة على الأقل يمكنك تحسين ثلاثة مسارات: التجارة بالقماش، والسياسة بالعملة، والعلوم بالورق. المستوى n يكلف n من سلعته.
    المستوى 3 يمنح قدرة: مبادلة 2 من سلعة بأي بطاقة (التجارة)، وترقية الفرسان إلى عظماء (السياسة)، وأخذ مورد حين لا تمنحك الرمية شيئًا (العلوم).
    أول لاعب يبلغ المستوى 4 في مسار يضع متروبوليسه على مدينة (نقطتان إضافيتان). ومن يبلغ المستوى 5 أولًا يستولي عليها. لا يستطيع البرابرة إيذاء متروبوليس.
rules-7-title = الفرسان
rules-7-text =
    يكلف الفارس صوفًا وخامًا، ويوضع غير نشط على تقاطع بجانب طريقك. تنشيطه يكلف حبوبًا، وترقيته صوفًا وخامًا (مرة في الدور؛ والفارس العظيم يتطلب الحصن).
    يمكن للفارس النشط أن يتحرك على طرقك، أو يزيح فارس خصم أضعف، أو يطارد السارق من بلاطة يلامسها؛ ثم يصبح غير نشط. لا يستطيع الفارس العمل في الدور الذي نُشِّط فيه.
rules-8-title = البرابرة
rules-8-text =
    عند السفينة السابعة يهاجم البرابرة بقوة تساوي عدد المدن والمتروبوليس على اللوحة. قوة كاتان هي مجموع كل الفرسان النشطين.
    إن كانت كاتان مساوية أو أقوى، يصبح اللاعب صاحب أكبر قوة فرسان نشطين المدافع عن كاتان (نقطة واحدة)؛ وإن تعادل عدة لاعبين يسحب كل منهم بطاقة تقدم من رزمة يختارها.
    وإن كان البرابرة أقوى، يخسر اللاعب (أو اللاعبون) صاحب أقل قوة فرسان، ممن لديهم مدينة عادية، مدينة: تصبح مستوطنة ويزول سورها. بعد الهجوم يصبح كل الفرسان غير نشطين.
rules-9-title = المبادلة
rules-9-text =
    مع البنك 4:1، وفي ميناء 3:1، أو 2:1 في ميناء ذلك المورد. اعرض المبادلات على اللاعبين الآخرين في دورك؛ فيقبلون أو يرفضون وتختار مع من تتبادل.
    التاجر والأسطول التجاري وقدرة التجارة تمنح نسب 2:1 إضافية.
rules-10-title = حيث تتبع هذه اللعبة colonist.io
rules-10-text =
    13 نقطة للفوز؛ ينام السارق حتى أول هجوم؛ تحمل اليد 4 بطاقات تقدم، و5 في دورك؛ يمكن إنهاء المرفأ التجاري مبكرًا؛ لا تفوز إلا في دورك.
    حد التخلص والسارق الودود (يعفي اللاعبين ذوي النقاط القليلة) من إعدادات كل لعبة. ومجموعة القواعد الرسمية في الخادم تتبع كتاب القواعد المطبوع حيث يختلف الاثنان.
rules-11-title = نرد عادل يمكنك التحقق منه
rules-11-text =
    قبل الرمية الأولى يختار الخادم رقمًا سريًا هو بذرة اللعبة، وهي تحدد اللوحة وكل رمية للنرد ونرد الحدث، وكل بطاقة تُسحب أو تُسرق.
    عند إنشاء اللعبة ينشر الخادم بصمة للبذرة (الالتزام، وهو تجزئة SHA-256): لا يستطيع أحد استنتاج البذرة منها، لكن يستطيع أي أحد أن يتحقق من أن البذرة التي تُكشف لاحقًا هي نفسها المختومة فيها.
    عند انتهاء اللعبة يكشف الخادم البذرة. نزّل السجل الكامل للعبة وشغّل "cityknights verify": يعيد حساب كل رمية وكل بطاقة من البذرة ويسمّي أول ما لا يطابق.
rules-12-title = خمسة وستة لاعبين
rules-12-text =
    مع 5 أو 6 لاعبين تتكون الجزيرة من 30 بلاطة (صحراءان و11 ميناء)، ويحمل البنك 24 بطاقة من كل مورد، وتضاف مرحلة البناء الخاصة.
    بعد دور كل لاعب، يحصل كل لاعب آخر بترتيب الأدوار، بدءًا بالتالي، على مرحلة بناء خاصة: ابنِ واشترِ من يدك بالتكاليف المعتادة، أو تخطَّ. في المدن والفرسان يشمل ذلك الفرسان (بناء وتنشيط وترقية) وأسوار المدن وتحسينات المدن.
    لا تبادل ولا بطاقات ولا نرد ولا أفعال للفرسان في مرحلة البناء الخاصة. النقاط التي تكسبها فيها تُحسب فورًا، لكنك لا تفوز إلا في بداية دورك.

## Chat
chat-label = رسالة دردشة إلى الطاولة
chat-placeholder = قل شيئًا…
chat-send = أرسل
chat-mute = إخفاء دردشة { $name }
chat-muted = الدردشة مخفية من:
chat-unmute = إظهار { $name }
chat-spectators = المشاهدون
chat-refused-chat_empty = اكتب رسالة أولًا.
chat-refused-chat_too_long = لم تُرسل: { $length } حرفًا، والحد الأقصى { $limit }.
chat-refused-rate_limited = لم تُرسل: رسائل كثيرة في وقت واحد؛ حاول مجددًا بعد { $seconds ->
    [zero] لحظة
    [one] ثانية واحدة
    [two] ثانيتين
    [few] { $seconds } ثوانٍ
    [many] { $seconds } ثانية
   *[other] { $seconds } ثانية
 }.

## ------------------------------------------------------------------------------------
## Refusals: why a move, or a progress card in hand, is not possible now.
## The engine's refusal codes (docs/refusals.md) with their params as variables: numbers,
## and names already worded from this catalog (cards, progress cards, tracks, terrains,
## seats, the decision waited for). Kept in this section, at the end of the file.
refusal-unknown = غير ممكن الآن ({ $code }).
refusal-context-chance = النرد أو سحب بطاقة
refusal-item-road = الطريق
refusal-item-settlement = المستوطنة
refusal-item-city = المدينة
refusal-item-development_card = بطاقة التطوير
refusal-item-city_wall = سور المدينة
refusal-item-knight = الفارس
refusal-item-activate_knight = تنشيط الفارس
refusal-item-promote_knight = ترقية الفارس
refusal-item-medicine_city = المدينة عبر { progress-medicine }
refusal-not_an_action = تعذرت قراءة هذه النقلة.
refusal-game_over = انتهت اللعبة.
refusal-empty_action = تعذرت قراءة هذه النقلة.
refusal-kind_not_a_string = تعذرت قراءة هذه النقلة.
refusal-unknown_kind = تعذرت قراءة هذه النقلة.
refusal-wrong_arity = تعذرت قراءة هذه النقلة.
refusal-bad_cards_param = تعذرت قراءة هذه النقلة.
refusal-not_an_integer = تعذرت قراءة هذه النقلة.
refusal-no_such_seat = هذا اللاعب ليس في هذه اللعبة.
refusal-not_now = ليس الآن. اللعبة تنتظر: { $context }
refusal-cannot_afford = تكلفة { $item }: { $cost }.
refusal-special_build_no_trade = لا مبادلة في مرحلة البناء الخاصة.
refusal-special_build_no_card = لا يجوز لعب أي بطاقة في مرحلة البناء الخاصة.
refusal-special_build_no_knight_action = في مرحلة البناء الخاصة يُبنى الفرسان ويُنشَّطون ويُرقَّون فقط.
refusal-special_build_no_roll = لا يُرمى النرد في مرحلة البناء الخاصة.
refusal-special_build_no_improvement = في هذه اللعبة لا تُشترى تحسينات المدن في مرحلة البناء الخاصة.
refusal-special_build_no_wall = في هذه اللعبة لا تُبنى أسوار المدن في مرحلة البناء الخاصة.
refusal-special_build_no_knight_move = في هذه اللعبة لا يتحرك الفرسان في مرحلة البناء الخاصة.
refusal-part_turn_no_player_trade = لا مبادلة مع اللاعبين في الدور الجزئي: مع البنك والموانئ فقط.
refusal-part_turn_no_knight_action = في الدور الجزئي يُبنى الفرسان ويُنشَّطون ويُرقَّون فقط.
refusal-part_turn_no_roll = لا يُرمى النرد في الدور الجزئي.
refusal-part_turn_no_alchemist = يُلعب الخيميائي قبل رمي النرد، ومن اللاعب الذي يرمي النرد فقط.
refusal-no_such_vertex = هذا التقاطع ليس على اللوحة.
refusal-no_such_path = هذا الممر ليس على اللوحة.
refusal-no_such_hex = هذه البلاطة ليست على اللوحة.
refusal-path_taken = يوجد طريق على هذا الممر بالفعل.
refusal-setup_road_away = يجب أن يلامس طريق البداية المستوطنة التي وضعتها للتو.
refusal-no_roads_left = { $max ->
    [zero] لا طرق لديك.
    [one] طريقك الوحيد على اللوحة.
    [two] طريقاك كلاهما على اللوحة.
    [few] طرقك الـ{ $max } كلها على اللوحة.
    [many] طرقك الـ{ $max } كلها على اللوحة.
   *[other] طرقك الـ{ $max } كلها على اللوحة.
 }
refusal-no_settlements_left = { $max ->
    [zero] لا مستوطنات لديك.
    [one] مستوطنتك الوحيدة على اللوحة.
    [two] مستوطنتاك كلتاهما على اللوحة.
    [few] مستوطناتك الـ{ $max } كلها على اللوحة.
    [many] مستوطناتك الـ{ $max } كلها على اللوحة.
   *[other] مستوطناتك الـ{ $max } كلها على اللوحة.
 }
refusal-no_cities_left = { $max ->
    [zero] لا مدن لديك.
    [one] مدينتك الوحيدة على اللوحة.
    [two] مدينتاك كلتاهما على اللوحة.
    [few] مدنك الـ{ $max } كلها على اللوحة.
    [many] مدنك الـ{ $max } كلها على اللوحة.
   *[other] مدنك الـ{ $max } كلها على اللوحة.
 }
refusal-diplomat_same_path = يجب إعادة بناء طريق { progress-diplomat } في مكان آخر.
refusal-road_not_connected = هذا الممر لا يتصل بطرقك أو مبانيك، أو تعترضه قطعة لخصم.
refusal-vertex_occupied = هذا التقاطع مشغول بالفعل.
refusal-knight_on_vertex = يقف فارس هناك: لا مستوطنة تحت فارس.
refusal-distance_rule = قريب جدًا من مستوطنة أو مدينة (قاعدة المسافة).
refusal-not_on_own_road = يجب أن تلامس المستوطنة أحد طرقك.
refusal-setup_city_blocked = هذا التقاطع مشغول أو قريب جدًا من مستوطنة أو مدينة.
refusal-city_needs_settlement = المدينة تحل محل إحدى مستوطناتك.
refusal-city_on_side_first = مدينتك التالية توضع أولًا مكان مدينتك المنهوبة.
refusal-dice_alchemist = بعد { progress-alchemist } يُرمى نرد الحدث وحده.
refusal-dice_ck_range = هذه ليست قيم نرد.
refusal-dice_range = هذه ليست قيم نرد.
refusal-no_such_card = لا توجد بطاقة كهذه.
refusal-not_holding_card = لا تملك أي { $card }.
refusal-robber_same_hex = يجب أن ينتقل السارق إلى بلاطة أخرى.
refusal-friendly_robber = السارق الودود: هذه البلاطة تلامس لاعبًا لديه نقطتان أو أقل.
refusal-chased_robber_numbered = يجب أن يذهب السارق المطارَد إلى بلاطة عليها رقم.
refusal-choose_victim = اختر من تسرق: { $seats }.
refusal-no_victim = لا أحد على هذه البلاطة يمكن سرقته.
refusal-steal_missing = لا يملك { $seat } بطاقة كهذه.
refusal-trade_unknown_card = هذه البطاقة غير موجودة في هذه اللعبة.
refusal-trade_same_card = يجب أن تغيّر المبادلة نوع البطاقة.
refusal-bank_rate = { $rate ->
    [zero] مبادلة { $card } لا تحتاج إلى بطاقات.
    [one] مبادلة { $card } تحتاج إلى بطاقة واحدة.
    [two] مبادلة { $card } تحتاج إلى بطاقتين.
    [few] مبادلة { $card } تحتاج إلى { $rate } بطاقات.
    [many] مبادلة { $card } تحتاج إلى { $rate } بطاقة.
   *[other] مبادلة { $card } تحتاج إلى { $rate } بطاقة.
 }
refusal-bank_empty = لم يبقَ في البنك أي { $card }.
refusal-bank_short = ليس في البنك ما يكفي من { $card }.
refusal-domestic_trade_off = لا تبادل بين اللاعبين في هذه اللعبة: بادل مع البنك أو ميناء.
refusal-offer_counts = تعذرت قراءة هذا العرض.
refusal-offer_whole = تعذرت قراءة هذا العرض.
refusal-offer_unknown_card = يذكر العرض بطاقات ليست في هذه اللعبة.
refusal-offer_gift = يجب أن يعطي كل طرف من العرض شيئًا.
refusal-offer_same_card = لا يمكن أن تكون البطاقة نفسها على طرفي العرض.
refusal-offer_unheld = لا تملك البطاقات التي تعرضها.
refusal-accept_unheld = لا تملك البطاقات التي يطلبها هذا العرض.
refusal-not_accepted = لم يقبل { $seat } العرض.
refusal-counter_counts = تعذّرت قراءة هذا العرض المضاد.
refusal-counter_whole = تعذّرت قراءة هذا العرض المضاد.
refusal-counter_unknown_card = يذكر العرض المضاد بطاقات ليست في هذه اللعبة.
refusal-counter_gift = يجب أن يعطي كل طرف في العرض المضاد شيئًا.
refusal-counter_same_card = لا يمكن أن تكون البطاقة نفسها في طرفي العرض المضاد.
refusal-counter_same = يجب أن يغيّر العرض المضاد الشروط؛ لقبولها كما هي اقبل العرض.
refusal-counter_unheld = لا تملك البطاقات التي تعطيها في عرضك المضاد.
refusal-counter_unpayable = لا تملك البطاقات التي يطلبها العرض المضاد من { $seat }.
refusal-one_dev_per_turn = يمكن لعب بطاقة تطوير واحدة فقط في كل دور.
refusal-no_dev_card = لا تملك بطاقة { $dev }.
refusal-dev_bought_this_turn = لا يمكن لعب بطاقة { $dev } في الدور الذي اشتُريت فيه.
refusal-dev_deck_empty = مجموعة بطاقات التطوير فارغة.
refusal-no_such_dev = لا توجد بطاقة تطوير كهذه.
refusal-dev_card_gone = لم تبقَ بطاقة { $dev } في المجموعة.
refusal-no_road_to_place = ليس لديك طريق لتضعه.
refusal-plenty_needs_resources = { dev-year_of_plenty } تأخذ موارد فقط.
refusal-plenty_order = تعذرت قراءة هذه النقلة.
refusal-monopoly_needs_resource = { dev-monopoly } تسمّي موردًا.
refusal-wall_exists = لهذه المدينة سور بالفعل.
refusal-no_walls_left = { $max ->
    [zero] لا أسوار لديك.
    [one] سور مدينتك الوحيد على اللوحة.
    [two] سورا مدينتك كلاهما على اللوحة.
    [few] أسوارك الـ{ $max } كلها على اللوحة.
    [many] أسوارك الـ{ $max } كلها على اللوحة.
   *[other] أسوارك الـ{ $max } كلها على اللوحة.
 }
refusal-wall_needs_city = يوضع سور المدينة تحت إحدى مدنك.
refusal-no_such_track = لا يوجد مسار تحسين كهذا.
refusal-track_maxed = مسار { $track } لديك في أعلى مستوى ({ $max }).
refusal-improve_needs_city = تحسينات المدينة تحتاج إلى مدينة على اللوحة.
refusal-improve_needs_metropolis_city = المستوى { $level } من { $track } يحتاج إلى مدينة تتسع لمتروبوليس { $track }.
refusal-improve_cost = { $count ->
    [zero] المستوى { $level } من { $track } بلا تكلفة.
    [one] المستوى { $level } من { $track } يكلف بطاقة { $card } واحدة.
    [two] المستوى { $level } من { $track } يكلف بطاقتين من { $card }.
    [few] المستوى { $level } من { $track } يكلف { $count } من { $card }.
    [many] المستوى { $level } من { $track } يكلف { $count } من { $card }.
   *[other] المستوى { $level } من { $track } يكلف { $count } من { $card }.
 }
refusal-metropolis_city = يوضع متروبوليس { $track } على إحدى مدنك التي لا متروبوليس فيها.
refusal-aqueduct_resource = { improvement-aqueduct } تعطي موردًا لا سلعة.
refusal-no_own_knight = ليس لديك فارس هناك.
refusal-knight_inactive = هذا الفارس غير نشط.
refusal-knight_just_activated = نُشّط هذا الفارس في هذا الدور: يعمل بدءًا من دورك التالي.
refusal-knight_mighty = هذا الفارس عظيم بالفعل.
refusal-knight_promoted = رُقّي هذا الفارس بالفعل في هذا الدور.
refusal-knight_promoted_shared = في هذه اللعبة تتشارك فترة البناء الخاصة والدور الخاص ترقية واحدة: رُقّي هذا الفارس في الأخرى قبلها مباشرة.
refusal-mighty_needs_fortress = الفارس العظيم يحتاج إلى { improvement-fortress } (المستوى 3 من السياسة).
refusal-knight_level_full = { $level ->
    [1] فارساك الأساسيان كلاهما على اللوحة.
    [2] فارساك القويان كلاهما على اللوحة.
   *[other] فارساك العظيمان كلاهما على اللوحة.
 }
refusal-vertex_not_vacant = هذا التقاطع ليس شاغرًا.
refusal-knight_needs_road = يوضع الفارس على تقاطع يلامس أحد طرقك.
refusal-knight_already_active = هذا الفارس نشط بالفعل.
refusal-knight_move_target = لا يصل الفارس إلى هذا التقاطع عبر طرقك، أو أن التقاطع ليس شاغرًا.
refusal-no_opponent_knight = لا يوجد فارس لخصم هناك.
refusal-displace_weaker = وحده الفارس الأقوى يمكنه إزاحة فارس آخر.
refusal-not_reachable = لا يصل فارسك إلى هذا التقاطع عبر طرقك.
refusal-relocate_target = يذهب الفارس المُزاح إلى تقاطع شاغر عبر طرقك.
refusal-chase_before_attack = لا يمكن مطاردة السارق قبل أول هجوم للبرابرة.
refusal-chase_not_adjacent = هذا الفارس لا يقف عند زاوية بلاطة السارق.
refusal-pillage_city = اختر إحدى مدنك التي لا متروبوليس فيها.
refusal-no_such_deck = لا توجد مجموعة تقدم كهذه.
refusal-deck_empty = مجموعة { $track } فارغة.
refusal-progress_not_drawable = لا يمكن سحب هذه البطاقة الآن.
refusal-no_progress_card = لا تملك بطاقة { $progress }.
refusal-no_such_progress_card = لا توجد بطاقة تقدم كهذه.
refusal-card_not_your_turn = تُلعب في دورك فقط.
refusal-card_before_roll = تُلعب قبل رمي النرد فقط.
refusal-card_after_roll = ارمِ النرد أولًا.
refusal-card_busy = ليس الآن. اللعبة تنتظر: { $context }
refusal-card_no_target = لا يوجد ما تُلعب عليه الآن.
refusal-bishop_before_attack = لا يُلعب { progress-bishop } إلا بعد أول هجوم للبرابرة.
refusal-not_an_opponent = اختر خصمًا.
refusal-seat_has_no_knight = ليس لدى { $seat } أي فارس.
refusal-no_opponent_with_knight = لا يملك أي خصم فارسًا.
refusal-choose_own_knight = اختر أحد فرسانك.
refusal-deserter_spot = يوضع الفارس على تقاطع شاغر يلامس طريقك.
refusal-no_road_on_path = لا يوجد طريق هناك.
refusal-road_not_open = هذا الطريق ليس مفتوحًا: طرفاه يلامسان قطع مالكه.
refusal-no_open_road = لا يوجد طريق مفتوح: كل طريق طرفاه عند قطع مالكه.
refusal-knight_not_on_your_road = هذا الفارس لا يقف عند طرف أحد طرقك.
refusal-no_intrigue_target = لا يقف فارس لخصم عند طرف أي من طرقك.
refusal-saboteur_no_target = لا يوجد خصم نقاطه مثل نقاطك أو أكثر ويملك بطاقتين أو أكثر.
refusal-seat_no_progress_cards = لا يملك { $seat } أي بطاقة تقدم.
refusal-no_opponent_with_progress = لا يملك أي خصم بطاقة تقدم.
refusal-seat_lacks_progress = لا يملك { $seat } بطاقة { $progress }.
refusal-no_inactive_knight = ليس لديك فارس غير نشط.
refusal-wedding_no_giver = لا يوجد خصم نقاطه أكثر من نقاطك ويملك بطاقة.
refusal-no_gift_card = لا تملك أي بطاقة { $card } لتعطيها.
refusal-alchemist_dice_range = يضبط { progress-alchemist } كل نرد على قيمة من 1 إلى 6.
refusal-all_tracks_maxed = كل مسارات التحسين في المستوى 5.
refusal-crane_no_reach = لا يمكن شراء أي تحسين الآن: المستويان 4 و5 يحتاجان إلى مدينة تتسع لمتروبوليس المسار.
refusal-crane_waiting = توجد بالفعل { progress-crane } بانتظار كل تحسين ما زال بإمكانك شراؤه.
refusal-engineer_needs_city = يوضع سور { progress-engineer } تحت إحدى مدنك.
refusal-no_wall_spot = لا يمكن وضع سور تحت أي من مدنك.
refusal-inventor_two_hexes = يبادل { progress-inventor } رقمي بلاطتين.
refusal-hexes_in_order = تعذرت قراءة هذه النقلة.
refusal-hex_no_number = لا رقم على هذه البلاطة.
refusal-inventor_forbidden_number = لا يحق لـ{ progress-inventor } نقل الرقم { $number }: الأرقام 2 و12 و6 و8 تبقى.
refusal-same_numbers = الرقمان متساويان: تبديلهما لا يغيّر شيئًا.
refusal-no_token_to_swap = لا يوجد رقمان يمكن تبديلهما.
refusal-harvest_no_hex = { $progress } تحتاج إلى بلاطة { $terrain } بجوار مستوطناتك أو مدنك.
refusal-harvest_no_hex_robber = { $progress } تحتاج إلى بلاطة { $terrain } بجوار مستوطناتك أو مدنك وليست تحت السارق.
refusal-medicine_needs_settlement = { progress-medicine } يرقّي إحدى مستوطناتك.
refusal-no_settlement_to_upgrade = ليس لديك مستوطنة لترقيتها.
refusal-knights_in_order = تعذرت قراءة هذه النقلة.
refusal-no_promotable_knight = لا يمكن ترقية أي من فرسانك الآن.
refusal-harbor_no_resource = لا تملك موردًا لتعرضه.
refusal-harbor_all_offered = تلقى كل خصم بالفعل عرض { progress-commercial_harbor } في هذا الدور.
refusal-harbor_offered_seat = لا يمكن عرض بطاقة على { $seat } الآن: كل خصم مرة في الدور.
refusal-harbor_offer_resource = اعرض بطاقة مورد تملكها.
refusal-harbor_give_commodity = أعطِ بطاقة سلعة واحدة تملكها.
refusal-harbor_offer_first = { progress-commercial_harbor }: يجب أن تُعرض بطاقة على كل خصم أولًا.
refusal-seat_not_richer = ليس لدى { $seat } نقاط أكثر منك.
refusal-seat_no_cards = لا يملك { $seat } أي بطاقة.
refusal-no_richer_opponent = لا يوجد خصم نقاطه أكثر من نقاطك ويملك بطاقة.
refusal-seat_lacks_card = لا يملك { $seat } أي { $card }.
refusal-merchant_hex = يوضع التاجر على بلاطة أرض بجوار مستوطنتك أو مدينتك.
refusal-merchant_already = تاجرك يقف على هذه البلاطة بالفعل.
refusal-fleet_card = سمِّ موردًا أو سلعة.
refusal-fleet_already = بطاقات { $card } تُبادل بالفعل 2:1 في هذا الدور.
refusal-fleet_no_gain = أنت تبادل { $card } بالفعل 2:1.
refusal-fleet_no_gain_any = أنت تبادل كل بطاقة بالفعل 2:1.
refusal-monopoly_resource = سمِّ موردًا.
refusal-monopoly_commodity = سمِّ سلعة.

# The table: pace, dice, log, sound, art (issue 24)
lobby-pace = سرعة الروبوتات
pace-instant = فوري
pace-fast = سريع
pace-normal = عادي
pace-slow = بطيء
dice-label-ck = النرد: { $white } و{ $red }؛ نرد الحدث: { $event }
merchant-tag = التاجر
attack-title = البرابرة يهاجمون!
attack-side-barbarians = البرابرة
attack-side-knights = فرسان كاتان النشطون
log-turn = { $who ->
    [self] دورك { $turn }
   *[other] دور { $name } { $turn }
 }
volume = مستوى الصوت
legend-title = القطع على اللوحة
## Players: who you are (the lobby's name and login panel)
seat-player = { $name } ({ $colour })
id-title = من أنت
id-name = الاسم
id-password = كلمة المرور
id-play-guest = العب كضيف
id-login = تسجيل الدخول
id-register = أنشئ حسابًا
id-signed-in = تلعب باسم { $name }
id-kind-guest = ضيف
id-kind-account = حساب
id-upgrade = احتفظ بهذا الاسم: اجعله حسابًا
id-logout = تسجيل الخروج
id-new-name = الاسم الجديد
id-rename = غيّر الاسم
id-hint = يبقى اسم الضيف في هذا المتصفح؛ ويبقى اسم الحساب في كل مكان.
bots-title = روبوتاتك
bots-hint = يتيح حساب الروبوت لبرنامج من برامجك أن يلعب على هذا الخادم، مُعلَّمًا بأنه روبوت. يُعرض رمزه مرة واحدة فقط.
bots-guide = دليل كتابة الروبوت (بالإنجليزية)
bots-name = اسم الروبوت
bots-create = أنشئ روبوتًا
bots-token = رمز { $name }، يُعرض الآن فقط: انسخه واحفظه سرًّا.
bots-none = ليس لديك روبوتات بعد.
bots-revoke = إلغاء
bots-revoke-named = إلغاء { $name }
error-bad_name = لا يمكن استخدام هذا الاسم: من 3 إلى 20 حرفًا، فيه حرف أو رقم واحد على الأقل، ومسافات عادية مفردة، وبلا محارف تحكم.
error-bad_password = كلمة المرور من 8 إلى 256 حرفًا.
field-range = عدد صحيح من { $min } إلى { $max }.
error-name_taken = الاسم { $name } مأخوذ.
error-wrong_login = الاسم أو كلمة المرور غير صحيحين.
error-too_many_logins = محاولات دخول فاشلة كثيرة جدًا؛ حاول مجددًا بعد { $retry_after } ث.
error-too_many_players = لاعبون جدد كثيرون جدًا من عنوانك؛ حاول مجددًا بعد { $retry_after } ث.
error-too_many_requests = إجراءات كثيرة جدًا في وقت قصير؛ حاول مجددًا بعد { $retry_after } ث.
error-not_signed_in = لم تسجّل الدخول: اختر اسمًا في «من أنت» أو سجّل الدخول أولًا.
error-bad_guest_token = لم يُعثر على اسم الضيف هنا؛ اختر اسمًا من جديد.
error-already_account = لديك حساب بالفعل.
error-no_such_player = لا يوجد لاعب باسم { $name }.
error-account_needed = اللعب المصنّف للحسابات: سجّل أو سجّل الدخول أولًا.
error-not_queued = لست في طابور اللعب المصنّف.
error-too_early = يمكن للروبوتات ملء الطاولة بعد الانتظار؛ حاول مجددًا بعد { $retry_after } ث.
error-karma_too_low = الكارما لديك { $karma }، وهذه الغرفة تطلب { $minimum } على الأقل.
error-origin_refused = مرفوض: جاء الطلب من موقع آخر ({ $origin }).
# Rooms: gathering before a game (js/room.js).
room-open-title = الغرف
lobby-create-room = تجلس في أول مقعد ليس لروبوت وتصبح مضيف الغرفة: ينضم الآخرون ويضغطون «جاهز» فتبدأ اللعبة. وإن كانت المقاعد كلها للروبوتات بدأت فورًا.
room-karma = الكارما: { $percent }
room-karma-new = الكارما: جديد
room-five-six-turns = الأدوار مع 5 أو 6 لاعبين
room-min-karma = أدنى كارما (٪)
room-min-karma-none = أي أحد
room-min-karma-shown = الكارما { $percent } على الأقل
room-row = { $name } · المضيف { $host } · مقاعد شاغرة: { $open } من { $players }
room-enter = ادخل
room-unnamed = الغرفة { $id }
room-of = غرفة { $host }
room-loading = جارٍ تحميل الغرفة…
room-to-lobby = العودة إلى الردهة
room-status-open = اللاعبون يجتمعون
room-status-playing = اللعبة جارية
room-status-finished = انتهت اللعبة
room-status-closed = غادر الجميع؛ أُغلقت هذه الغرفة
room-seats = المقاعد
room-seat-open = مفتوح للجميع
room-seat-invited = بدعوة
room-seat-kind = المقعد
room-empty = مقعد شاغر ({ $colour })
room-host = المضيف
room-ready = جاهز
room-not-ready = غير جاهز
room-take = اجلس في هذا المقعد
room-colour = اللون
room-kick = اطرده
room-make-host = اجعله المضيف
room-invite-link = رابط الدعوة
room-share-link = رابط هذه الغرفة: يمكن لكل من لديه أن يأخذ مقعدًا مفتوحًا
copy = نسخ
copied = تم النسخ
room-press-ready = جاهز
room-unready = لست جاهزًا بعد
room-leave = غادر المقعد
room-fill-bots = روبوتات في المقاعد الشاغرة
room-start = ابدأ اللعبة
room-hint = تبدأ اللعبة حين يبدؤها المضيف، أو تلقائيًا حين تُشغل كل مقاعد اللاعبين ويضغط الجميع «جاهز».
room-turn-order = ترتيب الأدوار
room-turn-order-drawn = بالقرعة عند البدء
room-turn-order-seated = كما جلسوا: يلعب كلٌّ باللون الذي اختاره
room-turn-order-hint = يُسحب ترتيب الأدوار بالقرعة عند بدء اللعبة، ومعه لون كل لاعب.
room-settings = إعدادات اللعبة
room-save-settings = احفظ الإعدادات
room-chat = دردشة الغرفة
room-spectator = مشاهد
room-see-game = اعرض اللعبة
room-play-again = العب مجددًا
room-to-rematch = إلى الغرفة الجديدة
error-no_such_room = لا توجد غرفة كهذه.
error-not_host = لا يفعل هذا إلا مضيف الغرفة.
error-seat_taken = هذا المقعد مشغول.
error-invited_seat = هذا المقعد محجوز لصاحب رابط الدعوة.
error-kicked = طردك المضيف من هذه الغرفة.
error-already_seated = لديك مقعد هنا بالفعل؛ غادره أولًا.
error-not_seated = ليس لك مقعد في هذه الغرفة.
error-colour_taken = هذا اللون لدى لاعب آخر.
error-seat_empty = لا أحد يجلس في هذا المقعد.
error-empty_seats = يحتاج كل مقعد إلى لاعب أو روبوت قبل البدء.
error-room_started = بدأت لعبة الغرفة؛ لم يعد تغيير المقاعد ممكنًا.
error-not_started = لم تبدأ لعبة الغرفة بعد.
error-too_many_rooms = فتحت غرفًا كثيرة؛ حاول مجددًا بعد { $retry_after } ث.
error-room_closed = هذه الغرفة مغلقة.
error-room_busy = تغيّرت الغرفة مرات كثيرة في وقت واحد؛ حاول مجددًا.
room-to-seat = عُد إلى مقعدك

## The ladder: leaderboard and profiles (ladder.js)
ladder-title = لوحة الترتيب
ladder-games = الألعاب
ladder-game-ck = المدن والفرسان
ladder-game-base = اللعبة الأساسية
ladder-explain = الألعاب المصنّفة فقط. ترتيب واحد للاعبين والروبوتات؛ التقييم المعروض هو التقييم الحذر (المهارة ناقص ثلاثة أضعاف عدم اليقين).
ladder-load-failed = تعذّر تحميل هذه الصفحة. حاول مرة أخرى بعد قليل.
ladder-loading = جارٍ التحميل…
ladder-empty = لم تُلعب أي لعبة مصنّفة بعد.
ladder-rank = المرتبة
ladder-name = الاسم
ladder-rating = التقييم
ladder-games-played = الألعاب
ladder-karma = الكارما
ladder-karma-none = —
ladder-karma-new = جديد
ladder-karma-percent = { $percent }
ladder-karma-detail = أكمل { $finished }، وغادر { $left } (آخر 20 لعبة)
ladder-bot = روبوت
ladder-challenge = تحدَّ { $name } في لعبة
ladder-level-random = عشوائي
ladder-level-heuristic = استدلالي
ladder-level-mcts-64 = MCTS 64
ladder-level-mcts-400 = MCTS 400
ladder-level-mcts-plus = MCTS+
ladder-no-player = لا يوجد لاعب بهذا الاسم.
ladder-ratings = التقييمات
ladder-unrated = لا توجد ألعاب مصنّفة بعد.
ladder-rating-line = التقييم { $rating } (عدم اليقين ± { $sigma })، الألعاب المصنّفة: { $games }
ladder-chart = التقييم عبر الزمن، { $game }
ladder-chart-summary = الألعاب: { $games }، من { $first } إلى { $last }
ladder-recent = الألعاب الأخيرة
ladder-no-games = لا توجد ألعاب منتهية بعد.
ladder-game = اللعبة
ladder-place = المركز
ladder-when = انتهت
ladder-place-n = #{ $n }
ladder-left = غادر
ladder-vp = نقاط النصر
ladder-replay = الإعادة
ladder-watch-replay = شاهد
ladder-ranked = مصنّفة
ladder-by-seat = نسبة الفوز حسب المقعد
ladder-seat = المقعد
ladder-seat-n = المقعد { $n }
ladder-win-rate = نسبة الفوز
ladder-vp-sources = نقطة نصر حسب المصدر (لكل لعبة)
ladder-source-settlements = المستوطنات
ladder-source-cities = المدن
ladder-source-metropolises = المتروبوليس
ladder-source-longest_road = أطول طريق
ladder-source-largest_army = أكبر جيش
ladder-source-defender = المدافع عن كاتان
ladder-source-progress = بطاقات التقدم
ladder-source-merchant = التاجر
ladder-source-vp_cards = بطاقات نقطة نصر

## Ranked play in the lobby (ranked.js)
ranked-title = اللعب المصنّف
ranked-accounts-only = الألعاب المصنّفة للحسابات: سجّل الدخول أو أنشئ حسابًا لتلعب مصنّفًا.
ranked-play = العب مصنّفًا
ranked-waiting = نبحث عن طاولة { $game }: ينتظر { $waiting } من { $seats } لاعبين.
ranked-bots-in = يمكن للروبوتات ملء المقاعد الفارغة بعد { $seconds } ث.
ranked-with-bots = العب الآن مع الروبوتات
ranked-leave = غادر الطابور
ranked-hint = 4 لاعبين، قواعد قياسية، مؤقّت للدور. من يغادر لعبة مصنّفة يُرتَّب أخيرًا ويخسر من الكارما.
ranked-my-profile = ملفي
ranked-my-rating = تقييمك: { $rating } (الألعاب المصنّفة: { $games })
