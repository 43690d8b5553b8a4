## cityknights browser client: Thai catalog (terms: docs/glossary.md).
## Thai has one plural form (CLDR "other"): counts take a classifier (ใบ for cards,
## แต้ม for points) and need no select.

app-title = เมืองและอัศวิน
you = คุณ
seat-0 = แดง
seat-1 = น้ำเงิน
seat-2 = ส้ม
seat-3 = เขียว
seat-4 = น้ำตาล
seat-5 = ม่วง
seat-nobody = ไม่มีใคร
seat-you = { $name } (คุณ)

## Cards
card-lumber = ไม้
card-brick = อิฐ
card-wool = ขนแกะ
card-grain = ธัญพืช
card-ore = แร่
card-paper = กระดาษ
card-cloth = ผ้า
card-coin = เหรียญ
card-count = { $card } { $count }
cards-none = ไม่มีอะไร
taken-from = { $who ->
    [self] { $count } จากคุณ
   *[other] { $count } จาก { $name }
 }
taken-nobody = ไม่ได้อะไรจากใคร

terrain-forest = ป่า
terrain-hills = เนินเขา
terrain-pasture = ทุ่งหญ้า
terrain-fields = ไร่นา
terrain-mountains = ภูเขา
terrain-desert = ทะเลทราย

dev-knight = อัศวิน
dev-victory_point = แต้มชัยชนะ
dev-road_building = การสร้างถนน
dev-year_of_plenty = ปีแห่งความอุดมสมบูรณ์
dev-monopoly = การผูกขาด

event-ship = เรือคนเถื่อน
event-trade = ปราสาทสีเหลือง
event-politics = ปราสาทสีน้ำเงิน
event-science = ปราสาทสีเขียว

track-trade = การค้า
track-politics = การเมือง
track-science = วิทยาศาสตร์
deck-yellow = สีเหลือง (การค้า)
deck-blue = สีน้ำเงิน (การเมือง)
deck-green = สีเขียว (วิทยาศาสตร์)

improvement-market = ตลาด
improvement-trading_house = สำนักการค้า
improvement-merchant_guild = สมาคมพ่อค้า
improvement-bank = ธนาคาร
improvement-great_exchange = ตลาดแลกเปลี่ยนใหญ่
improvement-town_hall = ศาลาว่าการ
improvement-church = โบสถ์
improvement-fortress = ป้อมปราการ
improvement-cathedral = มหาวิหาร
improvement-high_assembly = สภาสูง
improvement-abbey = อาราม
improvement-library = ห้องสมุด
improvement-aqueduct = ท่อส่งน้ำ
improvement-theater = โรงละคร
improvement-university = มหาวิทยาลัย
ability-trade = ระดับ 3: แลกสินค้าชนิดเดียวกัน 2 ใบกับการ์ดใดก็ได้ 1 ใบกับธนาคาร
ability-politics = ระดับ 3: อัปเกรดอัศวินเป็นอัศวินผู้ยิ่งใหญ่ได้
ability-science = ระดับ 3: เมื่อทอยแล้วคุณไม่ได้อะไร ให้รับทรัพยากรที่คุณเลือก 1 ใบ

## Progress cards: names and texts
progress-alchemist = นักเล่นแร่แปรธาตุ
progress-crane = เครน
progress-engineer = วิศวกร
progress-inventor = นักประดิษฐ์
progress-irrigation = การชลประทาน
progress-medicine = ยา
progress-mining = การขุด
progress-printer = เครื่องพิมพ์
progress-road_building = การสร้างถนน
progress-smith = ช่างตีเหล็ก
progress-bishop = บิชอป
progress-constitution = รัฐธรรมนูญ
progress-deserter = ผู้หนีทัพ
progress-diplomat = นักการทูต
progress-intrigue = การวางแผน
progress-saboteur = ผู้ก่อวินาศกรรม
progress-spy = สายลับ
progress-warlord = ขุนศึก
progress-wedding = งานแต่งงาน
progress-commercial_harbor = ท่าเรือพาณิชย์
progress-master_merchant = พ่อค้าผู้เชี่ยวชาญ
progress-merchant = พ่อค้า
progress-merchant_fleet = กองเรือพาณิชย์
progress-resource_monopoly = การผูกขาดทรัพยากร
progress-trade_monopoly = การผูกขาดสินค้า
progress-text-alchemist = ก่อนทอย: เลือกผลของลูกเต๋าตัวเลขทั้งสองลูก
progress-text-crane = ในเทิร์นนี้ การปรับปรุงเมือง 1 ครั้งใช้สินค้าน้อยลง 1 ใบ
progress-text-engineer = สร้างกำแพงเมืองฟรี
progress-text-inventor = สลับเบี้ยตัวเลขสองอัน (ไม่ใช่ 2, 12, 6 หรือ 8)
progress-text-irrigation = รับธัญพืช 2 ใบต่อไร่นาแต่ละช่องที่ติดกับเมืองและชุมชนของคุณ
progress-text-medicine = อัปเกรดชุมชนเป็นเมืองด้วยแร่ 2 ใบและธัญพืช 1 ใบ
progress-text-mining = รับแร่ 2 ใบต่อภูเขาแต่ละช่องที่ติดกับเมืองและชุมชนของคุณ
progress-text-printer = 1 แต้มชัยชนะ เปิดเผยทันที
progress-text-road_building = สร้างถนนฟรี 2 เส้น
progress-text-smith = อัปเกรดอัศวินของคุณฟรีได้สูงสุด 2 คน
progress-text-bishop = ย้ายโจรและเอาการ์ด 1 ใบจากผู้เล่นแต่ละคนที่มีสิ่งก่อสร้างติดกับช่องที่โจรอยู่
progress-text-constitution = 1 แต้มชัยชนะ เปิดเผยทันที
progress-text-deserter = คู่ต่อสู้นำอัศวินออก 1 คน คุณวางอัศวินที่มีพลังเท่ากันได้ 1 คน
progress-text-diplomat = นำถนนปลายเปิดออก 1 เส้น ถ้าเป็นของคุณ ให้สร้างใหม่ที่อื่น
progress-text-intrigue = แทนที่อัศวินของคู่ต่อสู้ที่แตะถนนของคุณ
progress-text-saboteur = ผู้เล่นทุกคนที่มีแต้มเท่าคุณหรือมากกว่าต้องทิ้งการ์ดครึ่งหนึ่ง
progress-text-spy = ดูการ์ดความคืบหน้าของคู่ต่อสู้และเอามา 1 ใบ
progress-text-warlord = เปิดใช้งานอัศวินทั้งหมดของคุณฟรี
progress-text-wedding = ผู้เล่นทุกคนที่มีแต้มมากกว่าให้การ์ดคุณ 2 ใบตามที่เขาเลือก
progress-text-commercial_harbor = เสนอทรัพยากรให้คู่ต่อสู้แต่ละคนเพื่อแลกกับสินค้าของเขา 1 ใบ
progress-text-master_merchant = ดูการ์ดในมือของผู้เล่นที่มีแต้มมากกว่า แล้วเอามา 2 ใบ
progress-text-merchant = วางพ่อค้าข้างเมืองหรือชุมชนของคุณ: 2:1 สำหรับทรัพยากรของช่องนั้น และ 1 แต้ม
progress-text-merchant_fleet = ในเทิร์นนี้ แลกการ์ดชนิดที่คุณเลือกกับธนาคารในอัตรา 2:1
progress-text-resource_monopoly = คู่ต่อสู้แต่ละคนให้ทรัพยากรที่คุณระบุแก่คุณสูงสุด 2 ใบ
progress-text-trade_monopoly = คู่ต่อสู้แต่ละคนให้สินค้าที่คุณระบุแก่คุณ 1 ใบ

## Board
board-label = เกาะ
robber-label = โจร
piece-building = { $kind ->
    [city] { $metropolis ->
        [yes] เมืองของ { $name } พร้อมมหานคร
       *[no] { $wall ->
            [yes] เมืองของ { $name } พร้อมกำแพง
           *[no] เมืองของ { $name }
        }
    }
   *[settlement] ชุมชนของ { $name }
 }
piece-knight = { $active ->
    [yes] อัศวินของ { $name } ระดับ { $level } พร้อมรบ
   *[no] อัศวินของ { $name } ระดับ { $level } ไม่พร้อมรบ
 }
merchant-label = พ่อค้าของ { $name }
harbor-generic = ท่าเรือ: ชนิดเดียวกัน 3 แลก 1
harbor-resource = ท่าเรือ: { $card } 2 แลก 1
harbor-rate-generic = 3:1
harbor-rate-resource = 2:1
target-hex = { $terrain } { $number }
target-edge = เส้นทางข้าง { $place }
target-vertex = ทางแยกข้าง { $place }
target-vertex-id = ทางแยก { $id }
target-coast = ทะเล
barbarians-label = เรือคนเถื่อน
barbarians-track = คนเถื่อน { $position } จาก 7
barbarians-strength = พลังคนเถื่อน { $cities }
knights-strength = อัศวิน { $knights }
dice-label = ลูกเต๋า: { $white } และ { $red }
dice-rolled-by = { $who ->
    [self] คุณทอยได้ { $total }
   *[other] { $name } ทอยได้ { $total }
 }
dice-rolling = { $who ->
    [self] คุณ
   *[other] { $name }
 }
dice-event = ลูกเต๋าเหตุการณ์: { $event }

## Panels
hand-title = การ์ดในมือ
hand-empty = ไม่มีการ์ด
dev-title = การ์ดการพัฒนา
dev-new = { $card } (ใหม่ในเทิร์นนี้)
deadline = เหลือ { $seconds } วินาที
hand-count = { $count } ใบ
discard-limit = ขีดจำกัดการทิ้ง: { $limit }
ruleset-official = กติกาตามสมุดกติกาฉบับพิมพ์
turn-limit = จำกัดเทิร์น: { $turns }
progress-title = การ์ดความคืบหน้า
progress-empty = ไม่มีการ์ดความคืบหน้า
progress-play = เล่น { $card }
progress-play-verb = เล่น
chart-title = การปรับปรุงเมือง
chart-level = ระดับ { $level }
chart-cost = { $commodity } { $count }
chart-metropolis = มหานคร: { $name }
chart-metropolis-none = มหานคร: ว่าง
players-title = ผู้เล่น
player-vp = { $count } แต้ม
player-vp-secret = { $count } แต้ม ({ $secret } อยู่ในมือคุณ)
player-vp-revealed = { $count } แต้ม ({ $secret } จากการ์ดแต้มชัยชนะ)
player-cards = { $count } ใบ
player-progress = การ์ดความคืบหน้า { $count } ใบ
player-knights = อัศวิน { $count }
player-road = ถนน { $count }
player-dev = การ์ดการพัฒนา { $count } ใบ
player-army = อัศวินที่เล่นแล้ว { $count }
player-defender = แต้มผู้พิทักษ์ { $count }
player-improvements = การค้า { $trade } · การเมือง { $politics } · วิทยาศาสตร์ { $science }
badge-longest-road = ถนนที่ยาวที่สุด
badge-largest-army = กองทัพที่ใหญ่ที่สุด
badge-metropolis = มหานคร{ $track }
badge-turn = เทิร์น
badge-bot = บอท
badge-away = ไม่อยู่ (บอทเล่นแทน)
badge-bot-account = บอท { $name }
badge-bot-account-title = โปรแกรมภายนอกเล่นที่นั่งนี้ในฐานะบอท { $name }
badge-to-act = รอตัดสินใจ
log-title = บันทึกเกม
log-label = บันทึกเกม
bank-title = ธนาคาร
bank-card = { $card } ในธนาคาร: { $count }
bank-dev = การ์ดการพัฒนาที่เหลือ: { $count }
bank-deck = การ์ดความคืบหน้าที่เหลือในกอง{ $deck }: { $count }
bank-hidden = การ์ดในธนาคารถูกซ่อนไว้
turn-counter = เทิร์น { $turn }
turn-setup = วางเริ่มต้น
vp-target = { $count } แต้มเพื่อชนะ

## Actions
action-roll = ทอยลูกเต๋า
action-end_turn = จบเทิร์น
action-end_special_build = สร้างเสร็จแล้ว
action-build_road = ถนน
action-build_settlement = ชุมชน
action-build_city = เมือง
action-build_wall = กำแพงเมือง
action-build_knight = อัศวิน
action-activate_knight = เปิดใช้งานอัศวิน
action-promote_knight = อัปเกรดอัศวิน
action-move_knight = ย้ายอัศวิน
action-displace_knight = แทนที่อัศวิน
action-chase_robber = ไล่โจร
action-improve_city = ปรับปรุงเมือง
action-bank_trade = แลกกับธนาคาร
action-offer_trade = เสนอแลก
action-accept_trade = ตกลง
action-reject_trade = ปฏิเสธ
action-confirm_trade = แลกกับ…
action-cancel_trade = ยกเลิกข้อเสนอ
action-counter_trade = เสนอกลับ
action-move_robber = ย้ายโจร
action-discard = ทิ้ง
action-relocate_knight = ย้ายที่อัศวิน
action-place_metropolis = วางมหานคร
action-pillage_city = เลือกเมือง
action-choose_deck = เลือกกอง
action-discard_progress = ทิ้งการ์ด
action-aqueduct = รับทรัพยากร
action-decline_aqueduct = ไม่รับอะไร
action-surrender_knight = สละอัศวิน
action-place_deserter = วางอัศวิน
action-skip = ข้าม
action-harbor_offer = เสนอ
action-give_commodity = ให้สินค้า
action-take_progress = รับการ์ด
action-take_card = รับการ์ด
action-give_card = ให้การ์ด
action-buy_dev = ซื้อการ์ด
## Controls: build bar, one-dialog choices, trading, phone, keyboard
builds-title = สร้างและซื้อ
build-improve = พัฒนา{ $track }
build-no-place = ตอนนี้ไม่มีที่ให้วาง
build-missing = ขาด { $cards }
build-cost = ราคา { $cost }
build-free = ฟรี
build-lack = −{ $count }
several-picked = เลือกแล้ว { $picked } จาก { $count }
several-hand = การ์ดของคุณ (แตะเพื่อเลือก)
several-pile-discard = จะทิ้ง (แตะเพื่อเอาคืน)
several-pile-give_card = จะให้ (แตะเพื่อเอาคืน)
several-pile-discard_progress = จะทิ้ง (แตะเพื่อเอาคืน)
several-put = เลือก { $card }
several-take-back = เอา { $card } คืน
several-empty = ยังไม่ได้เลือก
several-confirm = ยืนยัน
several-sending = กำลังส่ง { $done } จาก { $count }…
banktrade-title = แลกกับธนาคาร
banktrade-help = อัตราของคุณรวมท่าเรือและการพัฒนาแล้ว ให้เป็นชุดตามอัตรา ได้การ์ดหนึ่งใบต่อชุด
banktrade-rate = อัตรา
banktrade-rate-value = { $rate }:1
banktrade-give-more = ให้ { $card } เพิ่มอีก { $rate }
banktrade-give-less = ให้ { $card } น้อยลง { $rate }
banktrade-summary = คุณให้ { $give } และได้ { $get }
banktrade-owed = การ์ดที่ยังต้องเลือก: { $count }
banktrade-extra = การ์ดที่เกินกว่าที่คุณให้: { $count }
banktrade-nothing = เลือกสิ่งที่จะให้และสิ่งที่จะได้
banktrade-confirm = แลก
alchemist-face = { $die }: { $value }
alchemist-sum = ลูกเต๋าจะออก { $sum }
alchemist-help = เลือกลูกเต๋าทั้งสองลูก
alchemist-play = ใช้นักเล่นแร่แปรธาตุ
param-seat-cards = { $name } (การ์ด: { $count })
param-seat-progress = { $name } (การ์ดความคืบหน้า: { $count })
param-seat-knights = { $name } (อัศวิน: { $count })
piece-at-corner = { $piece } ที่มุมของ { $place }
piece-road = ถนนของ { $name } ข้าง { $place }
hex-at = { $hex } แถว { $row } ช่อง { $column }
announce-roll = { $who ->
    [self] คุณทอยได้ { $total }
   *[other] { $name } ทอยได้ { $total }
 }
announce-produced = คุณได้รับ { $cards }
announce-turn = { $who ->
    [self] ตาของคุณ
   *[other] ตาของ { $name }
 }
zoom-in = ซูมเข้า
zoom-out = ซูมออก
zoom-label = การซูม
zoom-board = เกาะ (ซูมเข้า): เลื่อนด้วยปุ่มลูกศร
zoom-reset = ทั้งเกาะ
tabs-label = แผง
tab-board = กระดาน
tab-hand = ไพ่ในมือ
tab-players = ผู้เล่น
tab-log = บันทึก
## End of controls
action-play_knight = เล่นอัศวิน
action-play_road_building = เล่นการสร้างถนน
action-play_year_of_plenty = เล่นปีแห่งความอุดมสมบูรณ์
action-play_monopoly = เล่นการผูกขาด
action-cancel = ยกเลิก
action-close = ปิด
action-other = { $kind }
shortcut-hint = ปุ่ม: R ทอย, E จบเทิร์น, Esc ยกเลิก, 1–9 เลือก
mute = ปิดเสียง
unmute = เปิดเสียง

## What to choose next (a parameter of the selected action)
param-edge = เลือกเส้นทางบนกระดาน
param-vertex = เลือกทางแยกบนกระดาน
param-hex = เลือกช่องบนกระดาน
param-card = เลือกการ์ด
param-give = ให้การ์ดใบไหน?
param-get = รับการ์ดใบไหน?
param-first = เลือกอันแรก
param-second = เลือกอันที่สอง
param-seat = เลือกผู้เล่น
param-victim = เลือกผู้เล่น
param-victim-robber = เลือกผู้เล่นที่จะปล้น
param-opponent = เลือกคู่ต่อสู้
param-partner = แลกกับใคร?
param-track = เลือกสาย
param-progress = เลือกการ์ดความคืบหน้า
param-die = เลือกตัวเลข
param-event = เลือกเหตุการณ์
param-dev = เลือกการ์ดการพัฒนา
param-cards = เลือกการ์ด
param-knight = เลือกอัศวินของคุณ 1 คน
param-to = เลือกที่ที่จะไป
param-white = ผลลูกเต๋าสีขาว
param-red = ผลลูกเต๋าสีแดง
param-none = ไม่มีอัศวินคนที่สอง
param-nobody = ไม่มีใคร
param-rate = { $card } ({ $ratio })
param-card-held = { $card } (คุณมี { $count })
die-face = { $value }

## Decisions: dialog titles, by context
context-main = เทิร์นของคุณ
context-special_build = ช่วงสร้างพิเศษ
context-part_turn = เทิร์นย่อย (ผู้เล่นจับคู่)
context-pre_roll = ทอยลูกเต๋า
context-setup_settlement = วางชุมชน
context-setup_city = วางเมือง
context-setup_road = วางถนน
context-discard = ทิ้งการ์ด { $count } ใบ
context-robber = ย้ายโจร
context-free_road = สร้างถนนฟรี
context-trade_answer = ข้อเสนอแลกเปลี่ยน
context-trade_confirm = คำตอบต่อข้อเสนอของคุณ
context-relocate = ย้ายอัศวินที่ถูกแทนที่ของคุณ
context-metropolis = วางมหานครของคุณ
context-pillage = คนเถื่อนยึดเมืองของคุณไป 1 เมือง
context-defender_deck = เลือกกองการ์ดความคืบหน้า
context-progress_discard = คุณมีการ์ดความคืบหน้ามากเกินไป: ทิ้ง 1 ใบ
context-aqueduct = ท่อส่งน้ำ: รับทรัพยากร
context-desert = ผู้หนีทัพ: สละอัศวินของคุณ 1 คน
context-deserter_place = ผู้หนีทัพ: วางอัศวินคนใหม่ของคุณ
context-diplomat_rebuild = นักการทูต: สร้างถนนของคุณใหม่
context-spy = สายลับ: เอาการ์ดความคืบหน้า 1 ใบ
context-wedding = งานแต่งงาน: ให้การ์ด { $count } ใบ
context-commercial_harbor = ท่าเรือพาณิชย์: เสนอทรัพยากร
context-harbor_answer = ท่าเรือพาณิชย์: ให้สินค้าแลกกับทรัพยากรที่คุณมองไม่เห็น
harbor-help = เลือกทรัพยากรที่จะเสนอให้คู่แข่งแต่ละคนแบบคว่ำไว้ แต่ละคนให้สินค้าที่ตนเลือกแลก ใครไม่มีสินค้าก็ไม่ต้องให้ และคุณเก็บการ์ดไว้
harbor-offer-to = ทรัพยากรสำหรับ { $name }
harbor-confirm = เสนอการ์ดที่เลือก ({ $count })
harbor-none = ไม่เสนอเพิ่ม
context-master_merchant = พ่อค้าผู้เชี่ยวชาญ: เอาการ์ด
context-over = เกมจบแล้ว
context-dice = ลูกเต๋า
context-steal = การขโมย
waiting-for = กำลังรอ { $name }
your-decision = การตัดสินใจของคุณ
# The browser tab's title while a decision is the reader's.
title-your-decision = ● { $decision } · { $app }
offer-from = ข้อเสนอแลกเปลี่ยนจาก { $name }
offer-shows = { $name } เสนอ { $give } แลกกับ { $get }
offer-you = คุณเสนอ { $give } แลกกับ { $get }
offer-accepted = { $names } ตอบรับแล้ว
offer-declined = { $names } ปฏิเสธแล้ว
offer-countered = { $name } เสนอกลับ { $mine } แลกกับ { $theirs }
offer-cannot-accept = คุณรับข้อเสนอนี้ไม่ได้: ขาด { $cards }
param-partner-counter = { $name }: คุณให้ { $theirs } คุณได้ { $mine }
peek-progress = { $name } มี: { $cards }
peek-hand = { $name } มี: { $cards }

## Trade builder
trade-title = เสนอการแลกเปลี่ยน
trade-give = คุณให้
trade-get = คุณได้
trade-held = ในมือคุณ: { $count }
trade-send = ส่งข้อเสนอ
trade-more = เพิ่ม { $card } 1 ใบ
trade-less = ลด { $card } 1 ใบ
counter-title = ข้อเสนอโต้กลับของคุณ
counter-send = ส่งข้อเสนอโต้กลับ

## Events (docs/events.md)
ev-chat = { $name }: { $text }
spectator = ผู้ชม
ev-turn_started = { $who ->
    [self] เทิร์นของคุณ ({ $turn })
   *[other] เทิร์นของ { $name } ({ $turn })
 }
ev-turn_ended = { $who ->
    [self] คุณจบเทิร์นแล้ว
   *[other] { $name } จบเทิร์นแล้ว
 }
ev-special_build_started = ช่วงสร้างพิเศษ: ผู้เล่นคนอื่นสร้างได้ทีละคน
ev-special_build_ended = { $who ->
    [self] คุณสร้างพิเศษเสร็จแล้ว
   *[other] { $name } สร้างพิเศษเสร็จแล้ว
 }
sbp-yours = ถึงคิวคุณ: สร้างสิ่งที่จ่ายได้จากการ์ดในมือ หรือกด { $done } เพื่อผ่าน ช่วงนี้ห้ามแลกเปลี่ยนและห้ามเล่นการ์ด
sbp-building = ตอนนี้ { $name } สร้างได้
sbp-next = ถัดไป: { $names }
ev-part_turn_started = { $who ->
    [self] เทิร์นย่อยของคุณหลังเทิร์นของ { $roller_name }: สร้างและแลกกับธนาคารและท่าเรือได้ ไม่มีการทอยลูกเต๋า
    [target] เทิร์นย่อยของ { $name } หลังเทิร์นของคุณ: สร้างและแลกกับธนาคารและท่าเรือได้ ไม่มีการทอยลูกเต๋า
   *[other] เทิร์นย่อยของ { $name } หลังเทิร์นของ { $roller_name }: สร้างและแลกกับธนาคารและท่าเรือได้ ไม่มีการทอยลูกเต๋า
 }
ev-part_turn_ended = { $who ->
    [self] คุณจบเทิร์นย่อยแล้ว
   *[other] { $name } จบเทิร์นย่อยแล้ว
 }
part-yours = เทิร์นย่อยของคุณ: สร้าง แลกกับธนาคารและท่าเรือ เล่นการ์ด แล้วกด { $done } ไม่มีการทอยลูกเต๋าและห้ามแลกกับผู้เล่น
part-playing = ตอนนี้เป็นเทิร์นย่อยของ { $name } หลังเทิร์นของ { $roller_name }
part-after-you = ตอนนี้เป็นเทิร์นย่อยของ { $name } หลังเทิร์นของคุณ
ev-dice_rolled = { $who ->
    [self] คุณทอยได้ { $white } + { $red } = { $total }
   *[other] { $name } ทอยได้ { $white } + { $red } = { $total }
 }
ev-dice_rolled-ck = { $who ->
    [self] คุณทอยได้ { $white } + { $red } = { $total } และ{ $event }
   *[other] { $name } ทอยได้ { $white } + { $red } = { $total } และ{ $event }
 }
produced-roll = ออก { $total }
ev-produced = { $count ->
    [0] { produced-roll }: ไม่มีใครได้ผลผลิต
   *[other] { produced-roll }: { $got }
 }
produced-seat = { $who ->
    [self] คุณได้ { $cards }
   *[other] { $name } ได้ { $cards }
 }
ev-starting_resources = { $who ->
    [self] คุณได้ { $cards } เพื่อเริ่มเกม
   *[other] { $name } ได้ { $cards } เพื่อเริ่มเกม
 }
ev-discarded = { $who ->
    [self] คุณทิ้ง { $card }
   *[other] { $name } ทิ้ง { $card }
 }
ev-discarded-cards = { $who ->
    [self] คุณทิ้ง { $cards }
   *[other] { $name } ทิ้ง { $cards }
 }
ev-robber_moved = { $who ->
    [self] คุณย้ายโจร และปล้น { $victim_name }
    [target] { $name } ย้ายโจรและปล้นคุณ
   *[other] { $name } ย้ายโจร และ { $victim_name } ถูกปล้น
 }
ev-robber_moved_nobody = { $who ->
    [self] คุณย้ายโจร
   *[other] { $name } ย้ายโจร
 }
ev-robber_moved_bishop = { $who ->
    [self] คุณย้ายโจร และปล้น { $victims }
   *[other] { $name } ย้ายโจรและปล้น { $victims }
 }
ev-stole = { $who ->
    [self] คุณขโมย { $card } จาก { $victim_name }
    [target] { $name } ขโมย { $card } จากคุณ
   *[other] { $name } ขโมยการ์ด 1 ใบจาก { $victim_name }
 }
ev-robber_activated = โจรตื่นแล้ว
ev-game_over = { $who ->
    [self] คุณชนะด้วย { $vp } แต้ม!
   *[other] { $name } ชนะด้วย { $vp } แต้ม
 }
ev-game_over-none = เกมจบโดยไม่มีผู้ชนะ (ครบจำนวนเทิร์น)
ev-road_built = { $who ->
    [self] คุณสร้างถนน
   *[other] { $name } สร้างถนน
 }
ev-settlement_built = { $who ->
    [self] คุณสร้างชุมชน
   *[other] { $name } สร้างชุมชน
 }
ev-city_built = { $who ->
    [self] คุณสร้างเมือง
   *[other] { $name } สร้างเมือง
 }
ev-longest_road = { $who ->
    [self] คุณครองถนนที่ยาวที่สุด ({ $length })
   *[other] { $name } ครองถนนที่ยาวที่สุด ({ $length })
 }
ev-longest_road-none = ตอนนี้ไม่มีใครครองถนนที่ยาวที่สุด
ev-largest_army = { $who ->
    [self] คุณครองกองทัพที่ใหญ่ที่สุด ({ $knights })
   *[other] { $name } ครองกองทัพที่ใหญ่ที่สุด ({ $knights })
 }
ev-largest_army-none = ตอนนี้ไม่มีใครครองกองทัพที่ใหญ่ที่สุด
ev-dev_bought = { $who ->
    [self] คุณซื้อการ์ดการพัฒนา: { $card }
   *[other] { $name } ซื้อการ์ดการพัฒนา
 }
ev-dev_played = { $who ->
    [self] คุณเล่น { $card }
   *[other] { $name } เล่น { $card }
 }
ev-year_of_plenty = { $who ->
    [self] คุณรับ { $cards } จากธนาคาร
   *[other] { $name } รับ { $cards } จากธนาคาร
 }
ev-monopoly = { $who ->
    [self] คุณเล่นการผูกขาด { $card }: { $taken }
   *[other] { $name } เล่นการผูกขาด { $card }: { $taken }
 }
ev-bank_trade = { $who ->
    [self] คุณแลก { $give } { $count } ใบ กับ { $get } 1 ใบ กับธนาคาร
   *[other] { $name } แลก { $give } { $count } ใบ กับ { $get } 1 ใบ กับธนาคาร
 }
ev-trade_offered = { $who ->
    [self] คุณเสนอ { $give } แลกกับ { $get }
   *[other] { $name } เสนอ { $give } แลกกับ { $get }
 }
ev-trade_answered = { $who ->
    [self] { $accepted ->
        [yes] คุณตกลงรับข้อเสนอ
       *[no] คุณปฏิเสธข้อเสนอ
    }
   *[other] { $accepted ->
        [yes] { $name } ตกลงรับข้อเสนอ
       *[no] { $name } ปฏิเสธข้อเสนอ
    }
 }
ev-trade_countered = { $who ->
    [self] คุณเสนอกลับ { $mine } แลกกับ { $theirs }
   *[other] { $name } เสนอกลับ { $mine } แลกกับ { $theirs }
 }
ev-trade_closed = { $who ->
    [self] คุณแลกกับ { $partner }
    [target] { $name } แลกกับคุณ
   *[other] { $name } แลกกับ { $partner }
 }
ev-trade_cancelled = { $who ->
    [self] ข้อเสนอของคุณปิดลงโดยไม่มีการแลก
   *[other] ข้อเสนอของ { $name } ปิดลงโดยไม่มีการแลก
 }
ev-barbarians_advanced = คนเถื่อนแล่นเรือเข้ามา ({ $position } จาก 7)
ev-barbarians_repelled = { $who ->
    [self] ขับไล่คนเถื่อนได้ (คนเถื่อน { $cities } อัศวินของคาทาน { $knights }): คุณคือผู้พิทักษ์แห่งคาทาน!
   *[other] ขับไล่คนเถื่อนได้ (คนเถื่อน { $cities } อัศวินของคาทาน { $knights }): { $name } คือผู้พิทักษ์แห่งคาทาน
 }
ev-barbarians_repelled-tie = ขับไล่คนเถื่อนได้ (คนเถื่อน { $cities } อัศวินของคาทาน { $knights }) { $tied } ต่างจั่วการ์ดความคืบหน้าคนละ 1 ใบ
ev-barbarians_won = คนเถื่อนชนะ (คนเถื่อน { $cities } อัศวินของคาทาน { $knights }) { $losers } เสียเมือง 1 เมือง
ev-city_pillaged = { $who ->
    [self] คนเถื่อนทำให้เมืองของคุณกลายเป็นชุมชน
   *[other] คนเถื่อนทำให้เมืองหนึ่งของ { $name } กลายเป็นชุมชน
 }
ev-defender_deck_chosen = { $who ->
    [self] คุณจั่วจากกอง{ $track }
   *[other] { $name } จั่วจากกอง{ $track }
 }
ev-defender_deck_empty = { $who ->
    [self] กองการ์ดความคืบหน้าว่างทุกกอง: คุณไม่ได้จั่วอะไร
   *[other] กองการ์ดความคืบหน้าว่างทุกกอง: { $name } ไม่ได้จั่วอะไร
 }
ev-wall_built = { $who ->
    [self] คุณสร้างกำแพงเมือง
   *[other] { $name } สร้างกำแพงเมือง
 }
ev-knight_built = { $who ->
    [self] คุณเกณฑ์อัศวิน
   *[other] { $name } เกณฑ์อัศวิน
 }
ev-knight_activated = { $who ->
    [self] คุณเปิดใช้งานอัศวิน
   *[other] { $name } เปิดใช้งานอัศวิน
 }
ev-knight_promoted = { $who ->
    [self] คุณอัปเกรดอัศวินเป็นระดับ { $level }
   *[other] { $name } อัปเกรดอัศวินเป็นระดับ { $level }
 }
ev-knight_moved = { $who ->
    [self] คุณย้ายอัศวิน
   *[other] { $name } ย้ายอัศวิน
 }
ev-knight_displaced = { $who ->
    [self] อัศวินของคุณถูกแทนที่
   *[other] อัศวินของ { $name } ถูกแทนที่
 }
ev-knight_relocated = { $who ->
    [self] คุณย้ายอัศวินที่ถูกแทนที่ของคุณ
   *[other] { $name } ย้ายอัศวินที่ถูกแทนที่
 }
ev-knight_returned = { $who ->
    [self] อัศวินที่ถูกแทนที่ของคุณไม่มีที่ไป จึงกลับมาหาคุณ
   *[other] อัศวินที่ถูกแทนที่ของ { $name } กลับไปหาเจ้าของ
 }
ev-knight_deserted = { $who ->
    [self] อัศวินของคุณหนีทัพ
   *[other] อัศวินของ { $name } หนีทัพ
 }
ev-robber_chased = { $who ->
    [self] อัศวินของคุณไล่โจรไปแล้ว
   *[other] อัศวินของ { $name } ไล่โจรไปแล้ว
 }
ev-city_improved = { $who ->
    [self] คุณปรับปรุงเมือง: { $improvement } ({ $track } { $level })
   *[other] { $name } สร้าง{ $improvement } ({ $track } { $level })
 }
ev-metropolis_placed = { $who ->
    [self] คุณวางมหานคร{ $track }
   *[other] { $name } วางมหานคร{ $track }
 }
ev-metropolis_lost = { $who ->
    [self] คุณเสียมหานคร{ $track }
   *[other] { $name } เสียมหานคร{ $track }
 }
ev-aqueduct = { $who ->
    [self] ท่อส่งน้ำให้ { $card } แก่คุณ
   *[other] ท่อส่งน้ำให้ { $card } แก่ { $name }
 }
ev-aqueduct_declined = { $who ->
    [self] คุณไม่รับอะไรจากท่อส่งน้ำ
   *[other] { $name } ไม่รับอะไรจากท่อส่งน้ำ
 }
ev-progress_drawn = { $who ->
    [self] { $known ->
        [yes] คุณจั่ว { $card } จากกอง{ $deck }
       *[no] คุณจั่วการ์ด 1 ใบจากกอง{ $deck }
    }
   *[other] { $name } จั่วการ์ดความคืบหน้า 1 ใบจากกอง{ $deck }
 }
ev-progress_vp_revealed = { $who ->
    [self] คุณจั่วได้{ $card }: 1 แต้ม
   *[other] { $name } จั่วได้{ $card }: 1 แต้ม
 }
ev-progress_discarded = { $who ->
    [self] คุณทิ้ง { $card }
   *[other] { $name } ทิ้งการ์ดความคืบหน้า 1 ใบ
 }
ev-progress_taken = { $who ->
    [self] คุณเอา { $card } จาก { $victim_name }
    [target] { $name } เอา { $card } จากคุณ
   *[other] { $name } เอาการ์ดความคืบหน้า 1 ใบจาก { $victim_name }
 }
ev-card_given = { $who ->
    [self] คุณให้ { $card } แก่ { $to_name }
    [target] { $name } ให้ { $card } แก่คุณ
   *[other] { $name } ให้การ์ด 1 ใบแก่ { $to_name }
 }
ev-card_taken = { $who ->
    [self] คุณเอา { $card } จาก { $victim_name }
    [target] { $name } เอา { $card } จากคุณ
   *[other] { $name } เอาการ์ด 1 ใบจาก { $victim_name }
 }
ev-harbor_trade = { $who ->
    [self] คุณให้ { $gave } แก่ { $opponent_name } แลกกับ { $got }
    [target] { $name } ให้ { $gave } แก่คุณ แลกกับ { $got } ของคุณ
   *[other] { $name } ให้ { $gave } แก่ { $opponent_name } แลกกับ { $got }
 }
ev-harbor_trade_hidden = { $who ->
    [self] คุณแลกทรัพยากรกับสินค้าของ { $opponent_name } โดยคว่ำการ์ดไว้
    [target] { $name } แลกทรัพยากรกับสินค้าของคุณ โดยคว่ำการ์ดไว้
   *[other] { $name } แลกทรัพยากรกับสินค้าของ { $opponent_name } โดยคว่ำการ์ดไว้
 }
ev-harbor_void = { $who ->
    [target] คุณไม่มีสินค้าจะให้
   *[other] { $opponent_name } ไม่มีสินค้าจะให้
 }
ev-skipped = { $who ->
    [self] คุณข้าม: { $decision }
   *[other] { $name } ข้าม: { $decision }
 }
ev-progress_played = { $who ->
    [self] คุณเล่น { $card }
   *[other] { $name } เล่น { $card }
 }
ev-played-alchemist = { $who ->
    [self] คุณเล่นการ์ดนักเล่นแร่แปรธาตุ: { $white } และ { $red }
   *[other] { $name } เล่นการ์ดนักเล่นแร่แปรธาตุ: { $white } และ { $red }
 }
ev-played-irrigation = { $who ->
    [self] คุณเล่นการชลประทานและได้ { $cards }
   *[other] { $name } เล่นการชลประทานและได้ { $cards }
 }
ev-played-mining = { $who ->
    [self] คุณเล่นการขุดและได้ { $cards }
   *[other] { $name } เล่นการขุดและได้ { $cards }
 }
ev-played-merchant_fleet = { $who ->
    [self] คุณเล่นกองเรือพาณิชย์: { $named } อัตรา 2:1 ในเทิร์นนี้
   *[other] { $name } เล่นกองเรือพาณิชย์: { $named } อัตรา 2:1 ในเทิร์นนี้
 }
ev-played-resource_monopoly = { $who ->
    [self] คุณเล่นการผูกขาดทรัพยากร { $named }: { $taken }
   *[other] { $name } เล่นการผูกขาดทรัพยากร { $named }: { $taken }
 }
ev-played-trade_monopoly = { $who ->
    [self] คุณเล่นการผูกขาดสินค้า { $named }: { $taken }
   *[other] { $name } เล่นการผูกขาดสินค้า { $named }: { $taken }
 }
ev-played-saboteur = { $who ->
    [self] คุณเล่นผู้ก่อวินาศกรรม: { $victims } ทิ้งการ์ดครึ่งหนึ่ง
   *[other] { $name } เล่นผู้ก่อวินาศกรรม: { $victims } ทิ้งการ์ดครึ่งหนึ่ง
 }
ev-played-wedding = { $who ->
    [self] คุณเล่นงานแต่งงาน: { $givers } ให้การ์ด
   *[other] { $name } เล่นงานแต่งงาน: { $givers } ให้การ์ด
 }
ev-played-spy = { $who ->
    [self] คุณเล่นสายลับใส่ { $victim_name }
    [target] { $name } เล่นสายลับใส่คุณ
   *[other] { $name } เล่นสายลับใส่ { $victim_name }
 }
ev-played-deserter = { $who ->
    [self] คุณเล่นผู้หนีทัพใส่ { $victim_name }
    [target] { $name } เล่นผู้หนีทัพใส่คุณ
   *[other] { $name } เล่นผู้หนีทัพใส่ { $victim_name }
 }
ev-played-master_merchant = { $who ->
    [self] คุณเล่นพ่อค้าผู้เชี่ยวชาญใส่ { $victim_name }
    [target] { $name } เล่นพ่อค้าผู้เชี่ยวชาญใส่คุณ
   *[other] { $name } เล่นพ่อค้าผู้เชี่ยวชาญใส่ { $victim_name }
 }

## Errors (server codes, docs/protocol.md)
error-stale_version = เกมเดินไปก่อนที่การเดินของคุณจะมาถึง ตอนนี้กระดานเป็นปัจจุบันแล้ว
error-illegal_action = ไม่อนุญาตให้เดินแบบนั้น: { $reason }
error-not_your_turn = ยังไม่ถึงเทิร์นของคุณ
error-bad_action = อ่านการเดินนั้นไม่ได้: { $reason }
error-game_over = เกมจบแล้ว
error-spectator = คุณกำลังชมเกมนี้
error-bad_token = ลิงก์ที่นั่งนี้ไม่ถูกต้อง
error-rate_limited = ข้อความมากเกินไป กรุณารอสักครู่
error-malformed = เซิร์ฟเวอร์อ่านข้อความไม่ได้: { $detail }
error-too_large = ข้อความมีขนาดใหญ่เกินไป
error-hello_first = การเชื่อมต่อยังไม่พร้อม
error-already_joined = เชื่อมต่ออยู่แล้ว
error-unsupported_protocol = หน้านี้ล้าสมัย กรุณาโหลดใหม่
error-binary_frame = เซิร์ฟเวอร์ปฏิเสธข้อความ
error-chat_empty = ข้อความว่าง
error-chat_too_long = ข้อความยาวเกินไป
error-unavailable = ขณะนี้เข้าถึงฐานข้อมูลของเกมไม่ได้ ยังไม่มีการบันทึกใด ๆ กรุณาลองใหม่อีกครั้งในอีกสักครู่
error-closing = { $reason ->
    [replaced] ที่นั่งนี้ถูกเปิดในหน้าต่างอื่น
    [shutdown] เซิร์ฟเวอร์กำลังเริ่มใหม่ กำลังเชื่อมต่อใหม่…
    [unavailable] ขณะนี้เข้าถึงฐานข้อมูลของเกมไม่ได้ กำลังเชื่อมต่อใหม่…
    [no_such_game] ไม่มีเกมนี้
    [damaged_game] การตั้งค่าที่บันทึกไว้ของเกมนี้เสียหาย จึงเปิดเกมไม่ได้
    [no_hello] ตั้งค่าการเชื่อมต่อไม่ทันเวลา กำลังเชื่อมต่อใหม่…
    [too_slow] การเชื่อมต่อตามเกมไม่ทัน กำลังเชื่อมต่อใหม่…
    [too_many_sockets] การเชื่อมต่อจากที่อยู่ของคุณมากเกินไป กำลังเชื่อมต่อใหม่…
    [abuse] เซิร์ฟเวอร์ปิดการเชื่อมต่อ: มีข้อความถูกปฏิเสธมากเกินไปในเวลาสั้น ๆ โหลดหน้านี้ใหม่เพื่อเชื่อมต่ออีกครั้ง
   *[other] เซิร์ฟเวอร์ปิดการเชื่อมต่อ
 }
error-bad_request = เซิร์ฟเวอร์ปฏิเสธ: { $detail }
error-no_such_game = ไม่มีเกมนี้
error-no_such_route = ไม่มีอะไรที่ { $path }
error-method_not_allowed = ไม่รับ { $method } ที่ { $path }
error-no_open_seat = เกมนี้ไม่มีที่นั่งว่าง
error-already_in_game = คุณมีที่นั่งในเกมนี้แล้ว เล่นต่อจากลิงก์ที่ได้รับตอนเข้าร่วม
error-too_many_games = สร้างเกมใหม่จากที่อยู่ของคุณมากเกินไป ลองอีกครั้งใน { $retry_after } วินาที
error-bad_bot_token = โทเค็นของบอทถูกปฏิเสธ: ไม่รู้จักหรือถูกเพิกถอนแล้ว
error-too_many_joins = บอทนี้เข้าร่วมเกมมากเกินไป ลองใหม่ในอีก { $retry_after } วินาที
error-too_many_sockets = การเชื่อมต่อที่เปิดอยู่จากที่อยู่ของคุณมากเกินไป ลองอีกครั้งใน { $retry_after } วินาที
error-no_such_bot = ไม่มีบอทชื่อ { $name }
error-too_many_challenges = บอทนี้ถูกท้าบ่อยเกินไป ลองใหม่ในอีก { $retry_after } วินาที
error-no_such_challenge = ไม่มีคำท้านั้น
error-challenge_settled = คำท้านั้นได้รับคำตอบแล้ว
error-challenge_expired = คำท้านั้นหมดเวลาแล้ว
error-bad_bot_name = ชื่อบอทมีตัวอักษร ตัวเลข - หรือ _ 1 ถึง 32 ตัว และขึ้นต้นด้วยตัวอักษรหรือตัวเลข
error-bot_name_taken = ชื่อบอท { $name } ถูกใช้แล้ว
error-too_many_bots = บัญชีหนึ่งมีบอทได้ไม่เกิน { $limit } ตัว
error-body_timeout = คำขอใช้เวลานานเกินไป ลองอีกครั้ง
error-not_finished = เกมยังไม่จบ
error-bad_version = เซิร์ฟเวอร์ปฏิเสธ: { $detail }
error-no_client = เซิร์ฟเวอร์นี้ไม่ได้ติดตั้งเว็บไคลเอนต์
error-network = ติดต่อเซิร์ฟเวอร์ไม่ได้
error-unknown = ข้อผิดพลาด: { $code }
error-game_running = เกมยังเล่นอยู่: ใช้ได้กับเกมที่จบแล้วเท่านั้น
error-not_analysable = วิเคราะห์ตำแหน่งนี้ไม่ได้: { $detail }
error-too_long = เกมนี้มีการเดินมากเกินกว่าจะวิเคราะห์ได้
error-bad_view = เซิร์ฟเวอร์ปฏิเสธ: { $detail }
error-not_your_seat = ระหว่างเล่น เฉพาะที่นั่งนั้นเท่านั้นที่อ่านบันทึกของตนได้
error-no_record = เกมนี้ไม่มีบันทึก: { $detail }
error-busy = เซิร์ฟเวอร์ไม่ว่างในตอนนี้ (กำลังวิเคราะห์หรือตรวจเกมอื่น) ลองใหม่อีกครู่หนึ่ง
error-bad_record = ไฟล์นี้ไม่ใช่บันทึกเกมที่เซิร์ฟเวอร์เล่นซ้ำได้: { $detail }
error-damaged_game = การตั้งค่าที่บันทึกไว้ของเกมนี้เสียหาย จึงเล่นต่อไม่ได้: { $detail }
connection-lost = การเชื่อมต่อขาด กำลังเชื่อมต่อใหม่…
connection-connecting = กำลังเชื่อมต่อ…

## Lobby
lobby-title = เมืองและอัศวิน
lobby-tagline = คาทานกับเมืองและอัศวิน เล่นกับบอทและเพื่อน
lobby-quick = เล่นกับบอท 3 ตัว
lobby-create = สร้างเกม
lobby-expansion = เกม
expansion-ck = เมืองและอัศวิน
expansion-base = เกมพื้นฐาน
lobby-seats = ผู้เล่น
lobby-seat = ที่นั่ง { $n }
seat-kind-human = คน
seat-kind-random = บอท: สุ่ม
seat-kind-heuristic = บอท: ฮิวริสติก
seat-kind-mcts = บอท: เก่ง (ค้นหา)
seat-kind-open = ใครก็ได้จากล็อบบี้
lobby-vp = แต้มเพื่อชนะ
lobby-discard = ขีดจำกัดการทิ้ง
lobby-friendly = โจรใจดี
lobby-hide-bank = ซ่อนการ์ดในธนาคาร
lobby-map = แผนที่
map-random = สุ่ม
map-spiral = ตัวเลขแบบเกลียว
map-beginner = ผู้เริ่มต้น
map-about-random = สุ่มภูมิประเทศ ตัวเลข และท่าเรือ ไม่มีเลขสีแดงอยู่ติดกัน
map-about-spiral = สุ่มภูมิประเทศและท่าเรือ วางตัวเลขแบบเกลียวตามคู่มือ
map-about-beginner = เกาะสำหรับเกมแรกตามคู่มือ เหมือนเดิมทุกครั้ง
room-map-shown = แผนที่: { $map }
room-timer-shown = เวลาต่อเทิร์น: { $seconds } วินาที
lobby-timer = เวลาต่อเทิร์น (วินาที, ว่าง: ไม่จำกัด)
lobby-public = แสดงในล็อบบี้
lobby-name = ชื่อ
lobby-start = สร้าง
lobby-waiting = รอผู้เล่น
lobby-live = กำลังเล่น
lobby-finished = จบแล้ว
lobby-none = ไม่มี
lobby-join = เข้าร่วม
lobby-watch = ชม
lobby-replay = ดูย้อนหลัง
lobby-refresh = รีเฟรช
lobby-game-row = { $name } · ผู้เล่น { $players } คน · เดิน { $version } ครั้ง
lobby-game-unnamed = เกม { $id }
lobby-winner = ผู้ชนะ: { $name }
back-to-lobby = ล็อบบี้
play-here = เล่นในหน้าต่างนี้
spectating = กำลังชม
spectators-count = ผู้ชม: { $count }
spectators-more = และอีก { $count } คน

## Game over
over-title = จบเกม
over-winner = { $who ->
    [self] คุณชนะ!
   *[other] { $name } ชนะ
 }
over-points = แต้มตามแหล่งที่มา
over-dice = ผลการทอยลูกเต๋า
over-dice-expected = ที่คาดไว้
over-dice-rolled = ที่ทอยได้
over-cards = การ์ดที่ได้และเสีย
over-gained = ได้
over-lost = เสีย
over-progress = การ์ดความคืบหน้าที่เล่น
over-table = ตาราง
over-chart = แผนภูมิ
over-col-total = รวม
over-source-buildings = สิ่งก่อสร้าง
over-source-metropolis = มหานคร
over-source-defender = ผู้พิทักษ์
over-source-progress = การ์ดความคืบหน้า
over-source-dev = การ์ดแต้มชัยชนะ
over-source-road = ถนนที่ยาวที่สุด
over-source-army = กองทัพที่ใหญ่ที่สุด
over-source-merchant = พ่อค้า
over-source-total = รวม
over-replay = ดูย้อนหลัง
over-dice-row = { $total }: { $count } (คาดไว้ { $expected })

## Replay viewer
replay-title = ดูย้อนหลัง
replay-step = การเดินที่ { $version } จาก { $last }
replay-back = ย้อนหนึ่งการเดิน
replay-next = การเดินถัดไป
replay-back-turn = ย้อนหนึ่งเทิร์น
replay-next-turn = เทิร์นถัดไป
replay-play = เล่น
replay-pause = หยุดชั่วคราว
replay-start = เริ่มต้น
replay-end = จบ
replay-open-record = เปิดไฟล์บันทึก
replay-opening = กำลังเปิด…
replay-drop-hint = หรือลากบันทึกเกม (.json) มาวางบนหน้านี้เพื่อดูย้อนหลัง
analysis-title = การวิเคราะห์
analysis-from-position = เกมนี้เล่นต่อจากตำแหน่งของอีกเกมหนึ่ง จึงไม่มีบันทึกตั้งแต่เริ่มกระดาน และไม่สามารถวิเคราะห์หรือเล่นต่อจากตรงนี้ได้
analysis-running = กำลังวิเคราะห์เกม: เสร็จแล้ว { $done } จาก { $total } ส่วน
analysis-chart = โอกาสชนะของผู้เล่นแต่ละคนหลังทุกตา ตอนนี้อยู่ที่ตาที่ { $version } คลิกกราฟเพื่อไปยังตานั้น
analysis-mistakes-title = ความผิดพลาดใหญ่ที่สุด
analysis-no-mistakes = ไม่พบความผิดพลาด
analysis-mistake = { $name } ตาที่ { $version }: { $played } ทางที่ดีกว่าคือ { $best } (เสียโอกาสชนะ { $lost })
analysis-picked = ก่อนการเดินที่ { $version } ({ $label }): { $name } เล่น { $played } ทางที่ดีกว่าคือ { $best }
analysis-picked-see = ดูการเดินที่ { $version }
analysis-move = { $action }: { $detail }
analysis-give-get = ให้ { $give } แลก { $get }
analysis-elsewhere = { $action } ที่อื่น
analysis-label-blunder = พลาดร้ายแรง
analysis-label-mistake = พลาด
analysis-label-inaccuracy = ไม่แม่นยำ
analysis-position = วิเคราะห์ตำแหน่งนี้
analysis-position-busy = กำลังวิเคราะห์…
analysis-position-title = ทางเดินที่ดีที่สุดของ { $name }
analysis-chance = โอกาสชนะ { $chance }
analysis-play-on = เล่นต่อจากตรงนี้

## Language picker and rules page
language-label = ภาษา
rules-link = กติกา
rules-title = วิธีเล่นเมืองและอัศวิน
rules-contents = สารบัญ
rules-intro = คาทานกับภาคเสริมเมืองและอัศวิน แบบที่ colonist.io เล่น หน้านี้บอกว่าเกมนี้ทำอะไร ส่วนสุดท้ายบอกว่าตรงไหนที่เกมนี้ทำตาม colonist.io แทนสมุดกติกาฉบับพิมพ์
rules-1-title = การชนะ
rules-1-text =
    ผู้เล่นคนแรกที่มี 13 แต้มในเทิร์นของตัวเองเป็นผู้ชนะ (เกมหนึ่งอาจตั้งเป้าอื่นได้) ผู้เล่นที่ถึงเป้าในเทิร์นของคนอื่นจะชนะเมื่อเทิร์นของตัวเองเริ่ม ถ้ายังมีแต้มครบอยู่
    ชุมชนได้ 1 แต้ม เมือง 2 แต้ม มหานครเพิ่มอีก 2 แต้ม การ์ดผู้พิทักษ์แห่งคาทาน การครองพ่อค้า เครื่องพิมพ์ และรัฐธรรมนูญ ได้อย่างละ 1 แต้ม ถนนที่ยาวที่สุด (อย่างน้อย 5 เส้น) ได้ 2 แต้ม
rules-2-title = การวางเริ่มต้น
rules-2-text =
    ตามลำดับเทิร์น ผู้เล่นแต่ละคนวางชุมชนและถนนข้างกัน จากนั้นในลำดับย้อนกลับ ผู้เล่นแต่ละคนวางเมือง (ไม่ใช่ชุมชน) และถนนข้างกัน
    เมืองให้ทรัพยากร 1 ใบต่อแต่ละช่องที่อยู่รอบเมือง ไม่มีสินค้าตอนวางเริ่มต้น
rules-3-title = หนึ่งเทิร์น
rules-3-text =
    ทอยลูกเต๋าสามลูก: ลูกเต๋าตัวเลขสีขาวและสีแดง และลูกเต๋าเหตุการณ์ นักเล่นแร่แปรธาตุเป็นการ์ดใบเดียวที่เล่นก่อนทอยได้
    หลังทอย แลกเปลี่ยนและสร้างในลำดับใดก็ได้ มากเท่าที่จ่ายไหว: ถนน ชุมชน เมือง กำแพงเมือง อัศวิน การปรับปรุงเมือง และการ์ดความคืบหน้า
rules-4-title = ผลผลิตและสินค้า
rules-4-text =
    ทุกช่องที่ตัวเลขถูกทอยจะให้ผลผลิต เว้นแต่มีโจรอยู่ ชุมชนได้ทรัพยากร 1 ใบ เมืองบนป่า ทุ่งหญ้า หรือภูเขา ได้ทรัพยากร 1 ใบและสินค้า 1 ใบ (กระดาษ ผ้า หรือเหรียญ) เมืองบนเนินเขาหรือไร่นาได้ทรัพยากร 2 ใบ
    เมื่อทอยได้ 7 ผู้เล่นทุกคนที่มีการ์ดเกินขีดจำกัดการทิ้ง (7 บวก 2 ต่อกำแพงเมืองแต่ละอัน) ต้องทิ้งครึ่งหนึ่ง โจรหลับจนกว่าคนเถื่อนจะโจมตีครั้งแรก หลังจากนั้นเลข 7 จะย้ายโจรและขโมยการ์ด
rules-5-title = ลูกเต๋าเหตุการณ์และการ์ดความคืบหน้า
rules-5-text =
    เรือบนลูกเต๋าเหตุการณ์ทำให้คนเถื่อนเข้าใกล้อีกหนึ่งก้าว ปราสาท (สีเหลือง สีน้ำเงิน หรือสีเขียว) ให้การ์ดความคืบหน้าสีนั้น: ผู้เล่นทุกคนที่มีระดับการปรับปรุงเมืองสีนั้นอย่างน้อย 1 และลูกเต๋าสีแดงไม่เกินระดับของตนบวก 1 จะได้จั่ว 1 ใบ
    ถือการ์ดความคืบหน้าได้ 4 ใบ และ 5 ใบในเทิร์นของตัวเอง เมื่อจบเทิร์นให้ทิ้งจนเหลือ 4 ใบ เครื่องพิมพ์และรัฐธรรมนูญเปิดเผยทันทีและไม่นับรวม
rules-6-title = การปรับปรุงเมืองและมหานคร
rules-6-text =
    เมื่อมีเมืองอย่างน้อยหนึ่งเมือง คุณปรับปรุงได้สามสาย: การค้าด้วยผ้า การเมืองด้วยเหรียญ วิทยาศาสตร์ด้วยกระดาษ ระดับ n ใช้สินค้าชนิดนั้น n ใบ
    ระดับ 3 ให้ความสามารถพิเศษ: แลกสินค้า 2 ใบกับการ์ดใดก็ได้ (การค้า) อัปเกรดอัศวินเป็นอัศวินผู้ยิ่งใหญ่ (การเมือง) รับทรัพยากรเมื่อทอยแล้วไม่ได้อะไร (วิทยาศาสตร์)
    ผู้เล่นคนแรกที่ถึงระดับ 4 ในสายใดจะวางมหานครของสายนั้นบนเมือง (เพิ่ม 2 แต้ม) ผู้เล่นที่ถึงระดับ 5 ก่อนจะยึดไป คนเถื่อนทำอันตรายมหานครไม่ได้
rules-7-title = อัศวิน
rules-7-text =
    อัศวินราคาขนแกะ 1 ใบและแร่ 1 ใบ วางแบบไม่พร้อมรบบนทางแยกข้างถนนของคุณ การเปิดใช้งานใช้ธัญพืช 1 ใบ การอัปเกรดใช้ขนแกะ 1 ใบและแร่ 1 ใบ (เทิร์นละครั้ง อัศวินผู้ยิ่งใหญ่ต้องมีป้อมปราการ)
    อัศวินที่พร้อมรบเดินไปตามถนนของคุณ แทนที่อัศวินศัตรูที่อ่อนกว่า หรือไล่โจรจากช่องที่ตนแตะอยู่ได้ แล้วจะกลายเป็นไม่พร้อมรบ อัศวินทำการไม่ได้ในเทิร์นที่ถูกเปิดใช้งาน
rules-8-title = คนเถื่อน
rules-8-text =
    เมื่อถึงเรือลำที่เจ็ด คนเถื่อนโจมตีด้วยพลังเท่าจำนวนเมืองและมหานครบนกระดาน พลังของคาทานคือผลรวมของอัศวินที่พร้อมรบทั้งหมด
    ถ้าคาทานแข็งแกร่งเท่ากันหรือมากกว่า ผู้เล่นที่มีพลังอัศวินพร้อมรบมากที่สุดจะเป็นผู้พิทักษ์แห่งคาทาน (1 แต้ม) ถ้าเสมอกันหลายคน แต่ละคนจั่วการ์ดความคืบหน้าจากกองที่ตนเลือก
    ถ้าคนเถื่อนแข็งแกร่งกว่า ผู้เล่น (หรือผู้เล่นหลายคน) ที่มีพลังอัศวินน้อยที่สุดในบรรดาผู้ที่มีเมืองธรรมดาจะเสียเมือง 1 เมือง: เมืองกลายเป็นชุมชนและกำแพงหายไป หลังการโจมตี อัศวินทุกคนกลายเป็นไม่พร้อมรบ
rules-9-title = การแลกเปลี่ยน
rules-9-text =
    กับธนาคาร 4:1 ที่ท่าเรือ 3:1 หรือ 2:1 ที่ท่าเรือของทรัพยากรนั้น ในเทิร์นของคุณ เสนอแลกกับผู้เล่นอื่นได้ เขาตกลงหรือปฏิเสธ แล้วคุณเลือกว่าจะแลกกับใคร
    พ่อค้า กองเรือพาณิชย์ และความสามารถการค้า ให้อัตรา 2:1 เพิ่มเติม
rules-10-title = จุดที่เกมนี้ทำตาม colonist.io
rules-10-text =
    13 แต้มเพื่อชนะ โจรหลับจนถึงการโจมตีครั้งแรก ถือการ์ดความคืบหน้าได้ 4 ใบ และ 5 ใบในเทิร์นของตัวเอง ท่าเรือพาณิชย์หยุดก่อนได้ คุณชนะได้เฉพาะในเทิร์นของตัวเอง
    ขีดจำกัดการทิ้งและโจรใจดี (ไม่ปล้นผู้เล่นที่มีแต้มน้อย) เป็นการตั้งค่าของแต่ละเกม ชุดกติกาทางการของเซิร์ฟเวอร์เล่นตามสมุดกติกาฉบับพิมพ์ในจุดที่ทั้งสองต่างกัน
rules-11-title = ลูกเต๋ายุติธรรมที่คุณตรวจสอบได้
rules-11-text =
    ก่อนทอยครั้งแรก เซิร์ฟเวอร์จะเลือกเลขลับหนึ่งตัว คือเมล็ดของเกม ซึ่งกำหนดกระดาน ทุกการทอยลูกเต๋าและลูกเต๋าเหตุการณ์ และทุกการ์ดที่จั่วหรือถูกขโมย
    เมื่อสร้างเกม เซิร์ฟเวอร์จะเผยแพร่ลายนิ้วมือของเมล็ด (คำมั่น ซึ่งเป็นแฮช SHA-256) ไม่มีใครหาเมล็ดจากมันได้ แต่ใครก็ตรวจได้ว่าเมล็ดที่เปิดเผยภายหลังคือเมล็ดที่ถูกผนึกไว้ในนั้น
    เมื่อเกมจบ เซิร์ฟเวอร์จะเปิดเผยเมล็ด ดาวน์โหลดบันทึกฉบับเต็มของเกมแล้วรัน "cityknights verify" มันจะคำนวณทุกการทอยและทุกการ์ดจากเมล็ดใหม่ และบอกรายการแรกที่ไม่ตรงกัน
rules-12-title = ผู้เล่นห้าและหกคน
rules-12-text =
    เมื่อมีผู้เล่น 5 หรือ 6 คน เกาะมี 30 ช่อง (ทะเลทรายสองช่อง ท่าเรือ 11 แห่ง) ธนาคารมีทรัพยากรชนิดละ 24 ใบ และเกมมีช่วงสร้างพิเศษเพิ่มขึ้น
    หลังตาของผู้เล่นแต่ละคน ผู้เล่นคนอื่นทุกคนได้ช่วงสร้างพิเศษตามลำดับตา เริ่มจากคนถัดไป: สร้างและซื้อด้วยการ์ดในมือตามราคาปกติ หรือผ่าน ในเมืองและอัศวินรวมถึงอัศวิน (สร้าง เปิดใช้งาน อัปเกรด) กำแพงเมือง และการปรับปรุงเมือง
    ในช่วงสร้างพิเศษห้ามแลกเปลี่ยน ห้ามเล่นการ์ด ไม่ทอยลูกเต๋า และอัศวินทำการใด ๆ ไม่ได้ แต้มที่ได้ในช่วงนั้นนับทันที แต่คุณชนะได้เมื่อเริ่มตาของคุณเองเท่านั้น

## Chat
chat-label = ข้อความแชทถึงทุกคนในโต๊ะ
chat-placeholder = พูดอะไรสักอย่าง…
chat-send = ส่ง
chat-mute = ซ่อนแชทจาก { $name }
chat-muted = ซ่อนแชทจาก:
chat-unmute = แสดง { $name }
chat-spectators = ผู้ชม
chat-refused-chat_empty = พิมพ์ข้อความก่อน
chat-refused-chat_too_long = ไม่ได้ส่ง: { $length } ตัวอักษร สูงสุด { $limit }
chat-refused-rate_limited = ไม่ได้ส่ง: ข้อความมากเกินไปในคราวเดียว ลองใหม่ในอีก { $seconds } วินาที

## ------------------------------------------------------------------------------------
## Refusals: why a move, or a progress card in hand, is not possible now.
## The engine's refusal codes (docs/refusals.md) with their params as variables: numbers,
## and names already worded from this catalog (cards, progress cards, tracks, terrains,
## seats, the decision waited for). Kept in this section, at the end of the file.
refusal-unknown = ตอนนี้ทำไม่ได้ ({ $code })
refusal-context-chance = การทอยลูกเต๋าหรือการจั่วการ์ด
refusal-item-road = ถนน
refusal-item-settlement = ชุมชน
refusal-item-city = เมือง
refusal-item-development_card = การ์ดการพัฒนา
refusal-item-city_wall = กำแพงเมือง
refusal-item-knight = อัศวิน
refusal-item-activate_knight = การเปิดใช้งานอัศวิน
refusal-item-promote_knight = การอัปเกรดอัศวิน
refusal-item-medicine_city = เมืองด้วยการ์ด{ progress-medicine }
refusal-not_an_action = อ่านการเดินนั้นไม่ได้
refusal-game_over = เกมจบแล้ว
refusal-empty_action = อ่านการเดินนั้นไม่ได้
refusal-kind_not_a_string = อ่านการเดินนั้นไม่ได้
refusal-unknown_kind = อ่านการเดินนั้นไม่ได้
refusal-wrong_arity = อ่านการเดินนั้นไม่ได้
refusal-bad_cards_param = อ่านการเดินนั้นไม่ได้
refusal-not_an_integer = อ่านการเดินนั้นไม่ได้
refusal-no_such_seat = ผู้เล่นคนนั้นไม่ได้อยู่ในเกมนี้
refusal-not_now = ตอนนี้ยังทำไม่ได้ เกมกำลังรอ: { $context }
refusal-cannot_afford = { $item } ต้องใช้ { $cost }
refusal-special_build_no_trade = แลกเปลี่ยนในช่วงสร้างพิเศษไม่ได้
refusal-special_build_no_card = เล่นการ์ดในช่วงสร้างพิเศษไม่ได้
refusal-special_build_no_knight_action = ในช่วงสร้างพิเศษ อัศวินทำได้แค่สร้าง เปิดใช้งาน และอัปเกรด
refusal-special_build_no_roll = ในช่วงสร้างพิเศษไม่มีการทอยลูกเต๋า
refusal-special_build_no_improvement = ในเกมนี้ ซื้อการปรับปรุงเมืองในช่วงสร้างพิเศษไม่ได้
refusal-special_build_no_wall = ในเกมนี้ สร้างกำแพงเมืองในช่วงสร้างพิเศษไม่ได้
refusal-special_build_no_knight_move = ในเกมนี้ ย้ายอัศวินในช่วงสร้างพิเศษไม่ได้
refusal-part_turn_no_player_trade = ในเทิร์นย่อยแลกกับผู้เล่นไม่ได้ แลกได้แค่กับธนาคารและท่าเรือ
refusal-part_turn_no_knight_action = ในเทิร์นย่อย อัศวินทำได้แค่สร้าง เปิดใช้งาน และอัปเกรด
refusal-part_turn_no_roll = ในเทิร์นย่อยไม่มีการทอยลูกเต๋า
refusal-part_turn_no_alchemist = นักเล่นแร่แปรธาตุเล่นได้ก่อนทอยลูกเต๋าเท่านั้น และเฉพาะผู้เล่นที่ทอย
refusal-no_such_vertex = ไม่มีทางแยกนั้นบนกระดาน
refusal-no_such_path = ไม่มีเส้นทางนั้นบนกระดาน
refusal-no_such_hex = ไม่มีช่องนั้นบนกระดาน
refusal-path_taken = เส้นทางนั้นมีถนนอยู่แล้ว
refusal-setup_road_away = ถนนช่วงเริ่มเกมต้องติดกับชุมชนที่คุณเพิ่งวาง
refusal-no_roads_left = ถนนทั้ง { $max } เส้นของคุณอยู่บนกระดานหมดแล้ว
refusal-no_settlements_left = ชุมชนทั้ง { $max } แห่งของคุณอยู่บนกระดานหมดแล้ว
refusal-no_cities_left = เมืองทั้ง { $max } แห่งของคุณอยู่บนกระดานหมดแล้ว
refusal-diplomat_same_path = ถนนของ{ progress-diplomat }ต้องสร้างใหม่ที่อื่น
refusal-road_not_connected = เส้นทางนั้นไม่เชื่อมกับถนนหรือสิ่งก่อสร้างของคุณ หรือมีชิ้นของคู่ต่อสู้ขวางอยู่
refusal-vertex_occupied = ทางแยกนั้นมีผู้ครองแล้ว
refusal-knight_on_vertex = มีอัศวินยืนอยู่ตรงนั้น: สร้างชุมชนใต้อัศวินไม่ได้
refusal-distance_rule = ใกล้ชุมชนหรือเมืองเกินไป (กฎระยะห่าง)
refusal-not_on_own_road = ชุมชนต้องติดกับถนนของคุณ
refusal-setup_city_blocked = ทางแยกนั้นมีผู้ครองแล้ว หรือใกล้ชุมชนหรือเมืองเกินไป
refusal-city_needs_settlement = เมืองต้องสร้างแทนชุมชนของคุณ
refusal-city_on_side_first = เมืองถัดไปของคุณต้องสร้างบนเมืองที่ถูกปล้นก่อน
refusal-dice_alchemist = หลังจาก{ progress-alchemist } จะทอยเฉพาะลูกเต๋าเหตุการณ์
refusal-dice_ck_range = นั่นไม่ใช่ค่าของลูกเต๋า
refusal-dice_range = นั่นไม่ใช่ค่าของลูกเต๋า
refusal-no_such_card = ไม่มีการ์ดแบบนั้น
refusal-not_holding_card = คุณไม่มี{ $card }
refusal-robber_same_hex = โจรต้องย้ายไปช่องอื่น
refusal-friendly_robber = โจรใจดี: ช่องนั้นติดกับผู้เล่นที่มี 2 แต้มหรือน้อยกว่า
refusal-chased_robber_numbered = โจรที่ถูกไล่ต้องไปช่องที่มีตัวเลข
refusal-choose_victim = เลือกว่าจะขโมยจากใคร: { $seats }
refusal-no_victim = บนช่องนั้นไม่มีใครให้ขโมยการ์ดได้
refusal-steal_missing = { $seat } ไม่มีการ์ดแบบนั้น
refusal-trade_unknown_card = ไม่มีการ์ดนั้นในเกมนี้
refusal-trade_same_card = การแลกต้องเปลี่ยนชนิดการ์ด
refusal-bank_rate = การแลก{ $card }ต้องใช้ { $rate } ใบ
refusal-bank_empty = ธนาคารไม่มี{ $card }เหลือแล้ว
refusal-bank_short = ธนาคารมี{ $card }ไม่พอ
refusal-domestic_trade_off = เกมนี้ไม่มีการแลกเปลี่ยนระหว่างผู้เล่น: แลกกับธนาคารหรือท่าเรือ
refusal-offer_counts = อ่านข้อเสนอนั้นไม่ได้
refusal-offer_whole = อ่านข้อเสนอนั้นไม่ได้
refusal-offer_unknown_card = ข้อเสนอมีการ์ดที่เกมนี้ไม่มี
refusal-offer_gift = ทั้งสองฝ่ายในข้อเสนอต้องให้อะไรบางอย่าง
refusal-offer_same_card = การ์ดชนิดเดียวกันอยู่ทั้งสองฝ่ายของข้อเสนอไม่ได้
refusal-offer_unheld = คุณไม่มีการ์ดที่เสนอ
refusal-accept_unheld = คุณไม่มีการ์ดที่ข้อเสนอนี้ขอ
refusal-not_accepted = { $seat } ไม่ได้ตอบรับข้อเสนอ
refusal-counter_counts = อ่านข้อเสนอโต้กลับนี้ไม่ได้
refusal-counter_whole = อ่านข้อเสนอโต้กลับนี้ไม่ได้
refusal-counter_unknown_card = ข้อเสนอโต้กลับระบุการ์ดที่เกมนี้ไม่มี
refusal-counter_gift = ทั้งสองฝ่ายของข้อเสนอโต้กลับต้องให้บางอย่าง
refusal-counter_same_card = การ์ดชนิดเดียวกันอยู่ทั้งสองฝ่ายของข้อเสนอโต้กลับไม่ได้
refusal-counter_same = ข้อเสนอโต้กลับต้องเปลี่ยนเงื่อนไข หากรับตามเดิมให้ตอบรับข้อเสนอ
refusal-counter_unheld = คุณไม่มีการ์ดที่คุณให้ในข้อเสนอโต้กลับ
refusal-counter_unpayable = คุณไม่มีการ์ดที่ข้อเสนอโต้กลับของ { $seat } ขอ
refusal-one_dev_per_turn = เล่นการ์ดการพัฒนาได้เพียงใบเดียวต่อเทิร์น
refusal-no_dev_card = คุณไม่มีการ์ด{ $dev }
refusal-dev_bought_this_turn = การ์ด{ $dev }เล่นในเทิร์นที่ซื้อไม่ได้
refusal-dev_deck_empty = กองการ์ดการพัฒนาหมดแล้ว
refusal-no_such_dev = ไม่มีการ์ดการพัฒนาแบบนั้น
refusal-dev_card_gone = ไม่มีการ์ด{ $dev }เหลือในกองแล้ว
refusal-no_road_to_place = คุณไม่มีถนนให้วาง
refusal-plenty_needs_resources = { dev-year_of_plenty }รับได้เฉพาะทรัพยากร
refusal-plenty_order = อ่านการเดินนั้นไม่ได้
refusal-monopoly_needs_resource = { dev-monopoly }ต้องระบุทรัพยากร
refusal-wall_exists = เมืองนั้นมีกำแพงแล้ว
refusal-no_walls_left = กำแพงเมืองทั้ง { $max } อันของคุณอยู่บนกระดานหมดแล้ว
refusal-wall_needs_city = กำแพงเมืองต้องวางใต้เมืองของคุณ
refusal-no_such_track = ไม่มีสายการปรับปรุงแบบนั้น
refusal-track_maxed = สาย{ $track }ของคุณอยู่ระดับสูงสุดแล้ว ({ $max })
refusal-improve_needs_city = การปรับปรุงเมืองต้องมีเมืองบนกระดาน
refusal-improve_needs_metropolis_city = { $track } ระดับ { $level } ต้องมีเมืองที่รับมหานคร{ $track }ได้
refusal-improve_cost = { $track } ระดับ { $level } ต้องใช้{ $card } { $count } ใบ
refusal-metropolis_city = มหานคร{ $track }ต้องวางบนเมืองของคุณที่ยังไม่มีมหานคร
refusal-aqueduct_resource = { improvement-aqueduct }ให้ทรัพยากร ไม่ใช่สินค้า
refusal-no_own_knight = คุณไม่มีอัศวินตรงนั้น
refusal-knight_inactive = อัศวินคนนั้นไม่พร้อมรบ
refusal-knight_just_activated = อัศวินคนนั้นเพิ่งถูกเปิดใช้งานในเทิร์นนี้: ใช้ได้ตั้งแต่เทิร์นถัดไปของคุณ
refusal-knight_mighty = อัศวินคนนั้นเป็นอัศวินผู้ยิ่งใหญ่แล้ว
refusal-knight_promoted = อัศวินคนนั้นอัปเกรดไปแล้วในเทิร์นนี้
refusal-knight_promoted_shared = ในเกมนี้ ช่องสร้างพิเศษกับเทิร์นของตัวเองใช้สิทธิ์อัปเกรดร่วมกันครั้งเดียว: อัศวินคนนั้นอัปเกรดไปแล้วในอีกช่วงหนึ่งก่อนหน้านี้
refusal-mighty_needs_fortress = อัศวินผู้ยิ่งใหญ่ต้องมี{ improvement-fortress } (การเมืองระดับ 3)
refusal-knight_level_full = { $level ->
    [1] อัศวินพื้นฐานทั้งสองคนของคุณอยู่บนกระดานแล้ว
    [2] อัศวินผู้แข็งแกร่งทั้งสองคนของคุณอยู่บนกระดานแล้ว
   *[other] อัศวินผู้ยิ่งใหญ่ทั้งสองคนของคุณอยู่บนกระดานแล้ว
 }
refusal-vertex_not_vacant = ทางแยกนั้นไม่ว่าง
refusal-knight_needs_road = อัศวินต้องวางบนทางแยกที่ติดกับถนนของคุณ
refusal-knight_already_active = อัศวินคนนั้นพร้อมรบอยู่แล้ว
refusal-knight_move_target = อัศวินไปถึงทางแยกนั้นตามถนนของคุณไม่ได้ หรือทางแยกนั้นไม่ว่าง
refusal-no_opponent_knight = ไม่มีอัศวินของคู่ต่อสู้ตรงนั้น
refusal-displace_weaker = มีแต่อัศวินที่แข็งแกร่งกว่าเท่านั้นที่แทนที่อัศวินอื่นได้
refusal-not_reachable = อัศวินของคุณไปถึงทางแยกนั้นตามถนนของคุณไม่ได้
refusal-relocate_target = อัศวินที่ถูกแทนที่ต้องไปทางแยกที่ว่างตามถนนของคุณ
refusal-chase_before_attack = ไล่โจรไม่ได้ก่อนคนเถื่อนบุกครั้งแรก
refusal-chase_not_adjacent = อัศวินคนนั้นไม่ได้ยืนที่มุมของช่องที่โจรอยู่
refusal-pillage_city = เลือกเมืองของคุณที่ไม่มีมหานคร
refusal-no_such_deck = ไม่มีกองการ์ดความคืบหน้าแบบนั้น
refusal-deck_empty = กองการ์ด{ $track }หมดแล้ว
refusal-progress_not_drawable = ตอนนี้จั่วการ์ดนั้นไม่ได้
refusal-no_progress_card = คุณไม่มีการ์ด{ $progress }
refusal-no_such_progress_card = ไม่มีการ์ดความคืบหน้าแบบนั้น
refusal-card_not_your_turn = เล่นได้เฉพาะในเทิร์นของคุณ
refusal-card_before_roll = เล่นได้เฉพาะก่อนทอยเท่านั้น
refusal-card_after_roll = ทอยลูกเต๋าก่อน
refusal-card_busy = ตอนนี้ยังทำไม่ได้ เกมกำลังรอ: { $context }
refusal-card_no_target = ตอนนี้ไม่มีเป้าหมายให้เล่น
refusal-bishop_before_attack = { progress-bishop }เล่นได้หลังคนเถื่อนบุกครั้งแรกเท่านั้น
refusal-not_an_opponent = เลือกคู่ต่อสู้
refusal-seat_has_no_knight = { $seat } ไม่มีอัศวิน
refusal-no_opponent_with_knight = ไม่มีคู่ต่อสู้คนใดมีอัศวิน
refusal-choose_own_knight = เลือกอัศวินของคุณ
refusal-deserter_spot = อัศวินต้องวางบนทางแยกว่างที่ติดกับถนนของคุณ
refusal-no_road_on_path = ไม่มีถนนตรงนั้น
refusal-road_not_open = ถนนเส้นนั้นไม่ใช่ถนนปลายเปิด: ปลายทั้งสองข้างติดกับชิ้นของเจ้าของ
refusal-no_open_road = ไม่มีถนนปลายเปิด: ถนนทุกเส้นมีปลายทั้งสองข้างติดชิ้นของเจ้าของ
refusal-knight_not_on_your_road = อัศวินคนนั้นไม่ได้ยืนที่ปลายถนนของคุณ
refusal-no_intrigue_target = ไม่มีอัศวินของคู่ต่อสู้ยืนที่ปลายถนนของคุณ
refusal-saboteur_no_target = ไม่มีคู่ต่อสู้ที่มีแต้มเท่าคุณหรือมากกว่าและมีการ์ด 2 ใบขึ้นไป
refusal-seat_no_progress_cards = { $seat } ไม่มีการ์ดความคืบหน้า
refusal-no_opponent_with_progress = ไม่มีคู่ต่อสู้คนใดมีการ์ดความคืบหน้า
refusal-seat_lacks_progress = { $seat } ไม่มีการ์ด{ $progress }
refusal-no_inactive_knight = คุณไม่มีอัศวินที่ไม่พร้อมรบ
refusal-wedding_no_giver = ไม่มีคู่ต่อสู้ที่มีแต้มมากกว่าคุณและมีการ์ดอยู่
refusal-no_gift_card = คุณไม่มี{ $card }ที่จะให้
refusal-alchemist_dice_range = { progress-alchemist }ตั้งลูกเต๋าแต่ละลูกเป็น 1-6
refusal-all_tracks_maxed = การปรับปรุงทุกสายอยู่ระดับ 5 แล้ว
refusal-crane_no_reach = ตอนนี้ซื้อการปรับปรุงไม่ได้: ระดับ 4 และ 5 ต้องมีเมืองที่รับมหานครของสายนั้นได้
refusal-crane_waiting = มี{ progress-crane }รออยู่แล้วสำหรับทุกการปรับปรุงที่คุณยังซื้อได้
refusal-engineer_needs_city = กำแพงของ{ progress-engineer }ต้องวางใต้เมืองของคุณ
refusal-no_wall_spot = ไม่มีเมืองของคุณที่สร้างกำแพงได้
refusal-inventor_two_hexes = { progress-inventor }สลับเบี้ยตัวเลขของสองช่อง
refusal-hexes_in_order = อ่านการเดินนั้นไม่ได้
refusal-hex_no_number = ช่องนั้นไม่มีเบี้ยตัวเลข
refusal-inventor_forbidden_number = { progress-inventor }ย้ายเลข { $number } ไม่ได้: 2, 12, 6 และ 8 อยู่ที่เดิม
refusal-same_numbers = เบี้ยทั้งสองเป็นเลขเดียวกัน: สลับแล้วไม่มีอะไรเปลี่ยน
refusal-no_token_to_swap = ไม่มีเบี้ยตัวเลขสองอันที่สลับกันได้
refusal-harvest_no_hex = { $progress }ต้องมีช่อง{ $terrain }ติดกับชุมชนหรือเมืองของคุณ
refusal-harvest_no_hex_robber = { $progress }ต้องมีช่อง{ $terrain }ติดกับชุมชนหรือเมืองของคุณ ที่ไม่มีโจรอยู่
refusal-medicine_needs_settlement = การ์ด{ progress-medicine }ใช้อัปเกรดชุมชนของคุณ 1 แห่ง
refusal-no_settlement_to_upgrade = คุณไม่มีชุมชนให้อัปเกรด
refusal-knights_in_order = อ่านการเดินนั้นไม่ได้
refusal-no_promotable_knight = ตอนนี้ไม่มีอัศวินของคุณที่อัปเกรดได้
refusal-harbor_no_resource = คุณไม่มีทรัพยากรให้เสนอ
refusal-harbor_all_offered = คู่ต่อสู้ทุกคนได้รับข้อเสนอ{ progress-commercial_harbor }ในเทิร์นนี้แล้ว
refusal-harbor_offered_seat = ตอนนี้เสนอการ์ดให้ { $seat } ไม่ได้: คู่ต่อสู้แต่ละคนได้ครั้งเดียวต่อเทิร์น
refusal-harbor_offer_resource = เสนอการ์ดทรัพยากรที่คุณมี
refusal-harbor_give_commodity = ให้การ์ดสินค้าที่คุณมีหนึ่งใบ
refusal-harbor_offer_first = { progress-commercial_harbor }: ต้องเสนอการ์ดให้คู่ต่อสู้ทุกคนก่อน
refusal-seat_not_richer = { $seat } ไม่ได้มีแต้มมากกว่าคุณ
refusal-seat_no_cards = { $seat } ไม่มีการ์ด
refusal-no_richer_opponent = ไม่มีคู่ต่อสู้ที่มีแต้มมากกว่าคุณและมีการ์ดอยู่
refusal-seat_lacks_card = { $seat } ไม่มี{ $card }
refusal-merchant_hex = พ่อค้าต้องวางบนช่องบกที่ติดกับชุมชนหรือเมืองของคุณ
refusal-merchant_already = พ่อค้าของคุณอยู่บนช่องนั้นแล้ว
refusal-fleet_card = ระบุทรัพยากรหรือสินค้า
refusal-fleet_already = { $card } แลกได้ 2:1 ในเทิร์นนี้อยู่แล้ว
refusal-fleet_no_gain = คุณแลก{ $card }ได้ 2:1 อยู่แล้ว
refusal-fleet_no_gain_any = การ์ดทุกชนิดแลกได้ 2:1 สำหรับคุณอยู่แล้ว
refusal-monopoly_resource = ระบุทรัพยากร
refusal-monopoly_commodity = ระบุสินค้า

# The table: pace, dice, log, sound, art (issue 24)
lobby-pace = ความเร็วของบอท
pace-instant = ทันที
pace-fast = เร็ว
pace-normal = ปกติ
pace-slow = ช้า
dice-label-ck = ลูกเต๋า: { $white } และ { $red }; ลูกเต๋าเหตุการณ์: { $event }
merchant-tag = พ่อค้า
attack-title = คนเถื่อนบุกโจมตี!
attack-side-barbarians = คนเถื่อน
attack-side-knights = อัศวินที่เปิดใช้งานของคาทาน
log-turn = { $who ->
    [self] เทิร์นของคุณ { $turn }
   *[other] เทิร์นของ { $name } { $turn }
 }
volume = ระดับเสียง
legend-title = ชิ้นส่วนบนกระดาน
## Players: who you are (the lobby's name and login panel)
seat-player = { $name } ({ $colour })
id-title = คุณคือใคร
id-name = ชื่อ
id-password = รหัสผ่าน
id-play-guest = เล่นในฐานะแขก
id-login = เข้าสู่ระบบ
id-register = สร้างบัญชี
id-signed-in = กำลังเล่นในชื่อ { $name }
id-kind-guest = แขก
id-kind-account = บัญชี
id-upgrade = เก็บชื่อนี้ไว้: ทำให้เป็นบัญชี
id-logout = ออกจากระบบ
id-new-name = ชื่อใหม่
id-rename = เปลี่ยนชื่อ
id-hint = ชื่อแขกอยู่ในเบราว์เซอร์นี้เท่านั้น ส่วนบัญชีใช้ได้ทุกที่
bots-title = บอทของคุณ
bots-hint = บัญชีบอทให้โปรแกรมของคุณเล่นบนเซิร์ฟเวอร์นี้ โดยมีเครื่องหมายว่าเป็นบอท โทเค็นของมันแสดงเพียงครั้งเดียว
bots-guide = คู่มือการเขียนบอท (ภาษาอังกฤษ)
bots-name = ชื่อบอท
bots-create = สร้างบอท
bots-token = โทเค็นของ { $name } แสดงเฉพาะตอนนี้: คัดลอกไว้และเก็บเป็นความลับ
bots-none = คุณยังไม่มีบอท
bots-revoke = เพิกถอน
bots-revoke-named = เพิกถอน { $name }
error-bad_name = ใช้ชื่อนี้ไม่ได้: ยาว 3 ถึง 20 ตัวอักษร มีตัวอักษรหรือตัวเลขอย่างน้อยหนึ่งตัว เว้นวรรคธรรมดาทีละหนึ่ง และไม่มีอักขระควบคุม
error-bad_password = รหัสผ่านยาว 8 ถึง 256 ตัวอักษร
field-range = จำนวนเต็มตั้งแต่ { $min } ถึง { $max }
error-name_taken = ชื่อ { $name } มีผู้ใช้แล้ว
error-wrong_login = ชื่อหรือรหัสผ่านไม่ถูกต้อง
error-too_many_logins = เข้าสู่ระบบไม่สำเร็จหลายครั้งเกินไป ลองอีกครั้งใน { $retry_after } วินาที
error-too_many_players = ผู้เล่นใหม่จากที่อยู่ของคุณมากเกินไป ลองอีกครั้งใน { $retry_after } วินาที
error-too_many_requests = ทำรายการมากเกินไปในเวลาสั้น ๆ ลองอีกครั้งใน { $retry_after } วินาที
error-not_signed_in = คุณยังไม่ได้เข้าสู่ระบบ เลือกชื่อในส่วน “คุณคือใคร” หรือเข้าสู่ระบบก่อน
error-bad_guest_token = ไม่พบชื่อแขกของคุณที่นี่ โปรดเลือกชื่ออีกครั้ง
error-already_account = คุณมีบัญชีอยู่แล้ว
error-no_such_player = ไม่มีผู้เล่นชื่อ { $name }
error-account_needed = เกมจัดอันดับสำหรับบัญชีเท่านั้น สมัครหรือเข้าสู่ระบบก่อน
error-not_queued = คุณไม่ได้อยู่ในคิวจัดอันดับ
error-too_early = บอทเติมโต๊ะได้หลังครบเวลารอ ลองอีกครั้งใน { $retry_after } วินาที
error-karma_too_low = กรรมของคุณคือ { $karma } แต่ห้องนี้ต้องการอย่างน้อย { $minimum }
error-origin_refused = ถูกปฏิเสธ: คำขอมาจากเว็บไซต์อื่น ({ $origin })
# Rooms: gathering before a game (js/room.js).
room-open-title = ห้อง
lobby-create-room = คุณจะนั่งที่นั่งแรกที่ไม่ใช่บอทและเป็นเจ้าของห้อง คนอื่นเข้าร่วม กดพร้อม แล้วเกมก็เริ่ม ถ้ามีแต่บอท เกมจะเริ่มทันที
room-karma = กรรม: { $percent }
room-karma-new = กรรม: ใหม่
room-five-six-turns = เทิร์นเมื่อมีผู้เล่น 5 หรือ 6 คน
room-min-karma = กรรมขั้นต่ำ (%)
room-min-karma-none = ทุกคน
room-min-karma-shown = กรรมอย่างน้อย { $percent }
room-row = { $name } · เจ้าของห้อง { $host } · ที่นั่งว่าง: { $open } จาก { $players }
room-enter = เข้าห้อง
room-unnamed = ห้อง { $id }
room-of = ห้องของ { $host }
room-loading = กำลังโหลดห้อง…
room-to-lobby = กลับไปที่ล็อบบี้
room-status-open = กำลังรวมผู้เล่น
room-status-playing = เกมกำลังเล่นอยู่
room-status-finished = เกมจบแล้ว
room-status-closed = ทุกคนออกไปแล้ว ห้องนี้ปิดแล้ว
room-seats = ที่นั่ง
room-seat-open = เปิดให้ทุกคน
room-seat-invited = ตามคำเชิญ
room-seat-kind = ที่นั่ง
room-empty = ที่นั่งว่าง ({ $colour })
room-host = เจ้าของห้อง
room-ready = พร้อม
room-not-ready = ยังไม่พร้อม
room-take = นั่งที่นี่
room-colour = สี
room-kick = เชิญออก
room-make-host = ให้เป็นเจ้าของห้อง
room-invite-link = ลิงก์คำเชิญ
room-share-link = ลิงก์ของห้องนี้: ใครมีลิงก์นี้ก็นั่งที่ว่างได้
copy = คัดลอก
copied = คัดลอกแล้ว
room-press-ready = พร้อม
room-unready = ยังไม่พร้อม
room-leave = ลุกจากที่นั่ง
room-fill-bots = ใส่บอทในที่นั่งว่าง
room-start = เริ่มเกม
room-hint = เกมจะเริ่มเมื่อเจ้าของห้องกดเริ่ม หรือเริ่มเองเมื่อที่นั่งของผู้เล่นทุกที่มีคนนั่งและทุกคนกดพร้อม
room-turn-order = ลำดับการเล่น
room-turn-order-drawn = จับสลากตอนเริ่มเกม
room-turn-order-seated = ตามที่นั่ง: แต่ละคนเล่นสีที่ตนเลือก
room-turn-order-hint = ลำดับการเล่น และสีของทุกคนตามลำดับนั้น จะจับสลากเมื่อเกมเริ่ม
room-settings = การตั้งค่าเกม
room-save-settings = บันทึกการตั้งค่า
room-chat = แชทของห้อง
room-spectator = ผู้ชม
room-see-game = ดูเกม
room-play-again = เล่นอีกครั้ง
room-to-rematch = ไปที่ห้องใหม่
error-no_such_room = ไม่มีห้องนี้
error-not_host = เฉพาะเจ้าของห้องเท่านั้นที่ทำได้
error-seat_taken = ที่นั่งนี้มีคนนั่งแล้ว
error-invited_seat = ที่นั่งนี้สงวนไว้ให้ผู้ที่มีลิงก์คำเชิญ
error-kicked = เจ้าของห้องเชิญคุณออกจากห้องนี้
error-already_seated = คุณมีที่นั่งในห้องนี้แล้ว ลุกจากที่นั่งเดิมก่อน
error-not_seated = คุณไม่มีที่นั่งในห้องนี้
error-colour_taken = ผู้เล่นคนอื่นใช้สีนี้อยู่
error-seat_empty = ไม่มีใครนั่งที่นั่งนี้
error-empty_seats = ทุกที่นั่งต้องมีผู้เล่นหรือบอทก่อนเริ่มเกม
error-room_started = เกมของห้องเริ่มแล้ว เปลี่ยนที่นั่งไม่ได้อีก
error-not_started = เกมของห้องยังไม่เริ่ม
error-too_many_rooms = คุณเปิดห้องมากเกินไป ลองอีกครั้งใน { $retry_after } วินาที
error-room_closed = ห้องนี้ปิดแล้ว
error-room_busy = ห้องเปลี่ยนแปลงพร้อมกันหลายครั้งเกินไป ลองอีกครั้ง
room-to-seat = กลับไปที่ที่นั่งของคุณ

## The ladder: leaderboard and profiles (ladder.js)
ladder-title = ตารางอันดับ
ladder-games = เกม
ladder-game-ck = เมืองและอัศวิน
ladder-game-base = เกมพื้นฐาน
ladder-explain = เฉพาะเกมจัดอันดับ ตารางเดียวสำหรับผู้เล่นและบอท คะแนนที่แสดงเป็นค่าแบบระมัดระวัง (ฝีมือลบสามเท่าของความไม่แน่นอน)
ladder-load-failed = โหลดหน้านี้ไม่ได้ ลองใหม่อีกครั้งในอีกสักครู่
ladder-loading = กำลังโหลด…
ladder-empty = ยังไม่มีการเล่นเกมจัดอันดับ
ladder-rank = อันดับ
ladder-name = ชื่อ
ladder-rating = คะแนน
ladder-games-played = จำนวนเกม
ladder-karma = กรรม
ladder-karma-none = —
ladder-karma-new = ใหม่
ladder-karma-percent = { $percent }
ladder-karma-detail = เล่นจบ { $finished } ออกกลางคัน { $left } (20 เกมล่าสุด)
ladder-bot = บอท
ladder-challenge = ท้า { $name } เล่นหนึ่งเกม
ladder-level-random = สุ่ม
ladder-level-heuristic = ฮิวริสติก
ladder-level-mcts-64 = MCTS 64
ladder-level-mcts-400 = MCTS 400
ladder-level-mcts-plus = MCTS+
ladder-no-player = ไม่มีผู้เล่นชื่อนี้
ladder-ratings = คะแนน
ladder-unrated = ยังไม่มีเกมจัดอันดับ
ladder-rating-line = คะแนน { $rating } (ความไม่แน่นอน ± { $sigma }) เกมจัดอันดับ: { $games }
ladder-chart = คะแนนตามเวลา, { $game }
ladder-chart-summary = { $games } เกม จาก { $first } เป็น { $last }
ladder-recent = เกมล่าสุด
ladder-no-games = ยังไม่มีเกมที่จบ
ladder-game = เกม
ladder-place = ลำดับ
ladder-when = จบเมื่อ
ladder-place-n = ที่ { $n }
ladder-left = ออกกลางคัน
ladder-vp = แต้มชัยชนะ
ladder-replay = ดูย้อนหลัง
ladder-watch-replay = ดู
ladder-ranked = จัดอันดับ
ladder-by-seat = อัตราชนะตามที่นั่ง
ladder-seat = ที่นั่ง
ladder-seat-n = ที่นั่ง { $n }
ladder-win-rate = อัตราชนะ
ladder-vp-sources = แต้มชัยชนะตามแหล่งที่มา (ต่อเกม)
ladder-source-settlements = ชุมชน
ladder-source-cities = เมือง
ladder-source-metropolises = มหานคร
ladder-source-longest_road = ถนนที่ยาวที่สุด
ladder-source-largest_army = กองทัพที่ใหญ่ที่สุด
ladder-source-defender = ผู้พิทักษ์แห่งคาทาน
ladder-source-progress = การ์ดความคืบหน้า
ladder-source-merchant = พ่อค้า
ladder-source-vp_cards = การ์ดแต้มชัยชนะ

## Ranked play in the lobby (ranked.js)
ranked-title = เกมจัดอันดับ
ranked-accounts-only = เกมจัดอันดับสำหรับบัญชีเท่านั้น เข้าสู่ระบบหรือสมัครเพื่อเล่นจัดอันดับ
ranked-play = เล่นจัดอันดับ
ranked-waiting = กำลังหาโต๊ะ { $game }: ผู้เล่นรอ { $waiting } จาก { $seats } คน
ranked-bots-in = บอทเติมที่นั่งว่างได้ในอีก { $seconds } วินาที
ranked-with-bots = เล่นตอนนี้กับบอท
ranked-leave = ออกจากคิว
ranked-hint = ผู้เล่น 4 คน กติกามาตรฐาน มีเวลาจำกัดต่อตา ผู้ที่ออกจากเกมจัดอันดับกลางคันจะได้อันดับสุดท้ายและเสียกรรม
ranked-my-profile = โปรไฟล์ของฉัน
ranked-my-rating = คะแนนของคุณ: { $rating } (เกมจัดอันดับ { $games } เกม)
