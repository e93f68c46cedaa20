# Čeština. Stejná id jako en.ftl; { $name } jsou proměnné.

## Obrazovky, panely a dialogy

new-game = Nová hra
continue = Pokračovat
continue-the-unfinished-game = Pokračovat v nedohrané hře
quit = Konec
board-editor = Editor plánů
unfinished-game = Rozehraná hra
unfinished-game-kept = Je uložena rozehraná hra. Začít novou? Rozehraná hra zůstane v každém případě uložena: najdete ji pak v „Rozebrat uloženou hru“.
start-new-game = Začít novou hru
start = Začít
seats = Hráči
person = Člověk
computer = Počítač
random-player = Náhodný hráč
five-six-about = Pět nebo šest hráčů: rozšíření pro 5–6 hráčů — větší ostrov, více karet a zvláštní stavební fáze po každém tahu.
board-hosts-fewer = { $n ->
    [one] Na této mapě může hrát nejvýš { $n } hráč: odeberte hráče nebo zvolte jinou mapu.
    [few] Na této mapě mohou hrát nejvýš { $n } hráči: odeberte hráče nebo zvolte jinou mapu.
   *[other] Na této mapě může hrát nejvýš { $n } hráčů: odeberte hráče nebo zvolte jinou mapu.
}
special-building-you = Zvláštní stavební fáze: můžete stavět nebo koupit kartu (bez obchodů a bez hraní karet).
done-building = Hotovo
add-a-seat = Přidat hráče
board-full = { $n ->
    [one] Na zvolené mapě může hrát nejvýš { $n } hráč.
    [few] Na zvolené mapě mohou hrát nejvýš { $n } hráči.
   *[other] Na zvolené mapě může hrát nejvýš { $n } hráčů.
}
remove = Odebrat
champion-default = Střední
level-easy = Snadný
level-hard = Těžký
level-easy-about = Hraje rozumně, ale občas chybuje: dobrý na první hru.
level-medium-about = Solidní hráč, který plánuje další stavbu a obchoduje s vámi.
level-hard-about = Před každým tahem přemýšlí dopředu: silný soupeř.
thesis-example = Příklad z práce
file = Soubor
board = Plán
standard = Plán pro začátečníky
random = Náhodný vyvážený plán
seed = Semínko
rules = Pravidla
language = Jazyk
options = Možnosti
show-ids-of-faces-vertices-and-edges = Zobrazit čísla polí, vrcholů a hran
show-the-computer-s-candidate-moves = Zobrazit kandidátní tahy počítače
log-the-computer-s-moves = Zapisovat tahy počítače
hidden-hands-pass-and-play = Skryté karty (předávání)
open-game-show-hands = Ukazovat karty počítačů (otevřená hra, na učení)
open-game-show-hands-about = Vypnuto: jako u skutečného stolu vidíte jen své karty.
hidden-hands-about = Každý vidí jen své karty: před ukázáním ruky dalšího hráče se objeví okénko 'Předejte …'; počítače hrají u otevřeného stolu se všemi kartami rubem nahoru.
computer-speed = Rychlost počítače
round = Kolo
opening = Zakládání
round-n = Kolo { $n }
deck = Balíček
roll = Hodit
end-turn = Ukončit tah
road = Cesta
settlement = Osada
city = Město
buy-card = Koupit kartu
trade = Obchod
help = Nápověda
paused = Pozastaveno
cancel = Zrušit
your-hand = Vaše karty
development-cards = Akční karty
new = nová
play = Zahrát
players = Hráči
game-log = Záznam hry
# the chat tab beside the game log (online games only)
chat-tab = Chat
chat-empty = Zatím žádné zprávy. Pozdravte ostatní!
chat-hint = Napište něco ostatním…
chat-send = Odeslat
chat-good-luck = Hodně štěstí!
chat-nice-move = Pěkný tah
chat-thanks = Díky
chat-good-game = Dobrá hra
chat-too-fast = Trochu zpomalte: nejvýše 5 zpráv za 10 sekund.
costs = Ceny
longest-road = Nejdelší cesta
largest-army = Největší vojsko
army-short = Vojsko
pieces-left = Zbývá figurek
pass-to-name = Předejte hráči { $name }
click-when-name-is-ready = Klikněte, až bude { $name } připraven
i-am-name = Jsem { $name }
name-question-for-you = { $name } — otázka pro vás
show-my-cards = Ukázat mé karty
name-s-turn = Na tahu: { $name }
acting-discards = { $who } odhazuje karty
acting-gold = { $who } vybírá suroviny ze zlata
acting-answers = { $who } odpovídá na nabídku
acting-special-build = { $who } staví (zvláštní stavební fáze)
acting-plays = { $who } hraje
discard = Odhodit
choose-the-victim = Vyberte, koho okradete
rob-cloth-from = { $name }: vzít sukno (sukno: { $n })
move-the-robber-click-a-tile = Přesuňte zloděje: klikněte na pole
move-robber-or-pirate-click-a-tile = Přesuňte zloděje nebo piráta: klikněte na pole
step-robber-victim = Vyberte, koho zloděj okrade
step-pirate-victim = Vyberte, koho pirát okrade
place-a-settlement = Postavte osadu
place-a-third-settlement-cloth = Sukno pro Catan: postavte třetí osadu — ta vám dá suroviny na začátek
place-a-last-settlement = Postavte poslední osadu zahájení — ta vám dá suroviny na začátek
place-a-road = Postavte cestu
place-a-road-or-ship = Postavte cestu, nebo loď
place-a-city = Postavte město
bank-trade = Obchod s bankou
offer-to-players = Nabídka hráčům
give = Dát
get = Dostat
offer = Nabídnout
accept = Přijmout
decline = Odmítnout
trade-with-name = Obchodovat s hráčem { $name }
nobody = Nikdo
game-over = Konec hry
name-wins = { $name } vyhrává!
play-again = Hrát znovu
menu = Menu
dice = Kostky
ranking = Pořadí
settlements = Osady
cities = Města
vp-cards = Karty bodů
total = Celkem
rounds = Kol
actions = akcí
computer-thinking = Počítač přemýšlí
candidate-moves = Kandidátní tahy
keyboard = Klávesnice
not-your-turn = Nejste na tahu
could-not-start = Hru nelze začít
new-game-rules-seats = { $seats ->
        [one] { $seats } místo
        [few] { $seats } místa
       *[other] { $seats } míst
    }: pravidla „{ $rules }“ jsou pro { $min } až { $max ->
        [few] { $max } hráče
       *[other] { $max } hráčů
    }.
new-game-board-seats = { $seats ->
        [one] { $seats } místo
        [few] { $seats } místa
       *[other] { $seats } míst
    }: plán „{ $board }“ pojme nejvýše { $most ->
        [one] { $most } hráče
       *[other] { $most } hráčů
    }.
keys-zoom = + / − / kolečko
keys-pan = ← ↑ → ↓ / tažení pravým tlačítkem
zoom = Přiblížení
pan = Posun

discard-n-cards = { $n ->
    [one] Odhoďte { $n } kartu
    [few] Odhoďte { $n } karty
   *[other] Odhoďte { $n } karet
}
give-cards-for-cards = Dát { $give } za { $get }
handoff-offer = { $name } vám nabízí výměnu
name-offers = { $name } nabízí
card-count = { $n ->
    [one] { $n } karta
    [few] { $n } karty
   *[other] { $n } karet
}
knight-count = { $n ->
    [one] { $n } rytíř
    [few] { $n } rytíři
   *[other] { $n } rytířů
}
point-count = { $n ->
    [one] { $n } bod
    [few] { $n } body
   *[other] { $n } bodů
}
dev-card-count = { $n ->
    [one] { $n } akční karta
    [few] { $n } akční karty
   *[other] { $n } akčních karet
}

## Rychlost počítačových hráčů

speed-slow = pomalu
speed-normal = normálně
speed-fast = rychle
speed-instant = okamžitě

## Suroviny, karty a hráči

resource-wood = dřevo
resource-brick = cihla
resource-grain = obilí
resource-sheep = ovce
resource-stone = kámen
# Počet jedné suroviny ve 4. pádě ("dostal 1 cihlu", "odhodil 5 cihel").
resource-count = { $resource ->
    [wood] { $n ->
        [one] { $n } dřevo
        [few] { $n } dřeva
       *[other] { $n } dřev
    }
    [brick] { $n ->
        [one] { $n } cihlu
        [few] { $n } cihly
       *[other] { $n } cihel
    }
    [grain] { $n } obilí
    [sheep] { $n ->
        [one] { $n } ovci
        [few] { $n } ovce
       *[other] { $n } ovcí
    }
   *[stone] { $n ->
        [one] { $n } kámen
        [few] { $n } kameny
       *[other] { $n } kamenů
    }
}
card-knight = Rytíř
card-victory-point = Vítězný bod
card-road-building = Stavba silnic
choose-two-materials = Vyberte 2 suroviny z banku (i dvakrát stejnou).
card-year-of-plenty = Vynález
card-monopoly = Monopol
seat-red = Červený
seat-blue = Modrý
seat-orange = Oranžový
seat-white = Bílý
seat-green = Zelený
seat-purple = Fialový

## Záznam hry: každý řádek celá věta

log-built-road = { $who } postavil cestu: { $place }
log-in-special-build = { $line } (zvláštní stavební fáze)
log-built-settlement = { $who } postavil osadu: { $place }
log-built-city = { $who } postavil město: { $place }
log-bought-card = { $who } koupil akční kartu
log-discarded = { $who } odhodil { $cards }
log-moved-robber = { $who } přesunul zloděje: { $place }
log-played-knight = { $who } zahrál rytíře
log-played-road-building = { $who } zahrál stavbu silnic
log-played-year-of-plenty = { $who } zahrál vynález: { $cards }
log-played-monopoly = { $who } zahrál monopol na { $resource }
log-played-victory-point = { $who } zahrál vítězný bod
log-offers = { $who } nabízí { $give } za { $get }
log-accepted = { $who } přijal
log-declined = { $who } odmítl
log-cancelled-offer = { $who } zrušil nabídku
log-ended-turn = { $who } ukončil tah
log-rolled = { $who } hodil { $total } ({ $a }+{ $b })
log-got = { $who } dostal { $cards }
log-shortage = Banka nemá dost: { $resources }. Nikdo nedostane nic.
log-stole = { $thief } ukradl kartu { $victim_seat ->
        [red] Červenému
        [blue] Modrému
        [orange] Oranžovému
        [white] Bílému
        [green] Zelenému
        [purple] Fialovému
       *[other] hráči { $victim }
    }
log-stole-card = { $thief } ukradl { $victim_seat ->
        [red] Červenému
        [blue] Modrému
        [orange] Oranžovému
        [white] Bílému
        [green] Zelenému
        [purple] Fialovému
       *[other] hráči { $victim }
    }: { $card }
# za soukromým řádkem, když jsou karty skryté (všechny karty odkryté, jako v rozboru: vynecháno)
log-private-mark = (vidíte jen vy dva)
log-monopoly-took = { $who } vzal: { $cards }
log-traded-with = { $who } obchodoval s hráčem { $other }: { $gave } → { $got }
log-traded-with-bank = { $who } obchodoval s bankou: { $gave } → { $got }
log-longest-road = { $who } má nejdelší cestu
log-largest-army = { $who } má největší vojsko
log-won = { $who } vyhrává hru

## Editor plánů

editor-forest = Les (F)
editor-hills = Kopce (H)
editor-fields = Pole (G)
editor-pasture = Pastvina (P)
editor-mountains = Hory (M)
editor-desert = Poušť (D)
editor-name = Název
editor-name-hint = název vaší desky
editor-play-this-board = Hrát na tomto plánu
editor-has-problems = plán má chyby (pravý panel)
editor-land = Pevnina
editor-sea = Moře (X: smazat)
editor-gold = Zlatonosná řeka
terrain-forest = les
terrain-hills = kopce
terrain-fields = pole
terrain-pasture = pastvina
terrain-mountains = hory
terrain-desert = poušť
terrain-sea = moře
terrain-gold = zlatonosná řeka
editor-number = Číslo
editor-none = žádné
editor-harbour = Přístav
editor-harbour-hint = klikněte na pobřežní pole u jeho mořské strany
editor-remove = odebrat
editor-erase = Smazat (X)
editor-erase-hint = Zpět na prázdný šestiúhelník. Prázdný šestiúhelník není moře: moře uvnitř plánu se maluje nástrojem „{ editor-sea-tile }“.
editor-harbour-generic = 3:1
editor-harbour-two-to-one = 2:1 { $resource }
editor-pips = { $resource }: { $n ->
    [one] { $n } tečka
    [few] { $n } tečky
   *[other] { $n } teček
}
editor-hosts-range = { $n ->
    [few] Pro 2–{ $n } hráče
   *[other] Pro 2–{ $n } hráčů
}
editor-hosts-exactly = { $n ->
    [one] Pro jednoho hráče
   *[other] Pro { $n } hráče
}
editor-hosts-none = Zatím se na něm hrát nedá: viz Chyby
editor-hosts-hint = Kolik hráčů může u plánu sedět: každý potřebuje místo pro osady na začátku hry.
editor-not-saved = zatím neuloženo
editor-unsaved-mark = neuložené změny
editor-kept-in-your-boards = uloženo mezi vašimi plány
editor-kept-in-a-file = uloženo ve vlastním souboru
editor-overwrite-text = Mezi vašimi plány už je plán „{ $name }“. Nahradit ho?
editor-open-failed = Plán „{ $name }“ nejde otevřít: soubor není plán, který hra umí přečíst.
editor-robber = Start zloděje (R)
editor-undo = Zpět
editor-redo = Znovu
editor-save = Uložit
editor-save-draft = Uložit koncept
editor-open = Otevřít
editor-empty-sea = Prázdné moře
editor-shuffle = Zamíchat
editor-seed = semínko
editor-no-red-neighbours = žádné sousední 6/8
editor-shuffle-all = Zamíchat krajiny a čísla
editor-balance = Vyváženost
editor-numbers-vs-standard = čísla: tento plán / základní
editor-fair = Je tento plán spravedlivý?
editor-fair-players = Hráči
editor-fair-openings = Počáteční osady
editor-fair-openings-varied = Různé
editor-fair-openings-varied-hint = Každá první osada stojí na jednom z pěti nejlepších volných rohů, losovaném v každé hře: posoudí se každý roh, o kterém by hráč uvažoval, a číslo místa u stolu vypovídá o pořadí, ne o jednom rohu.
editor-fair-openings-own = Jak volí počítače
editor-fair-openings-own-hint = Počítače volí, jak by volily u stolu: na pevném plánu každou hru stejné rohy, takže roh, který rozhoduje hru, se ukáže u místa, které ho zabere.
editor-fair-test = Vyzkoušet plán
editor-fair-needs-playable = Nejdřív opravte chyby níže: vyzkoušet lze jen hratelný plán.
editor-fair-running = Hraje se hra { $done } z { $total } (Esc zastaví)
editor-fair-balancing = Zkouší se změna { $done } z { $total } (Esc zastaví)
editor-fair-cancel = Zastavit
editor-fair-cancelled = Zastaveno: nic se nezměnilo.
editor-fair-failed = Zkoušku nebylo možné dokončit (podrobnosti po najetí myší).
editor-fair-stale = Plán se od této zkoušky změnil: vyzkoušejte ho znovu.
editor-fair-games = { $games ->
    [one] { $games } hra
    [few] { $games } hry
   *[other] { $games } her
} { $players ->
    [one] jednoho středního počítače
   *[other] { $players } středních počítačů
}, průměrně { $rounds } kol
editor-fair-ordinal-1 = 1. místo
editor-fair-ordinal-2 = 2. místo
editor-fair-ordinal-3 = 3. místo
editor-fair-ordinal-4 = 4. místo
editor-fair-ordinal-5 = 5. místo
editor-fair-ordinal-6 = 6. místo
editor-fair-standard = základní plán { $rate }
editor-fair-no-flags = Nic nevybočuje: všechna čísla odpovídají základnímu plánu.
editor-fair-heat = Na plánu: rohy, kde se zakládalo, červeně tam, kde jejich hráč vyhrával častěji než rovným dílem, modře méně často; větší tam, kde se zakládalo častěji.
editor-fair-balance = Vyvážit
editor-fair-balance-hint = Hledá prohozená čísla nebo přístavy (tvar nikdy), které přiblíží výhry jednotlivých míst; posuzuje se dalšími hrami.
editor-fair-proposal = { $swaps ->
    [one] Návrh: jedno prohození čísel nebo přístavů. Místa v jiných hrách, před a po:
    [few] Návrh: { $swaps } prohození čísel nebo přístavů. Místa v jiných hrách, před a po:
   *[other] Návrh: { $swaps } prohození čísel nebo přístavů. Místa v jiných hrách, před a po:
}
editor-fair-before = před
editor-fair-after = po
editor-fair-gap = Rozdíl mezi nejlepším a nejhorším místem: { $before } → { $after } bodu
editor-fair-accept = Přijmout
editor-fair-discard = Zahodit
editor-fair-no-better = Žádné prohození místa nepřiblížilo: plán zůstává, jak je.
editor-flag-seat-favoured = { $seat } vyhrává { $rate }: začátek mu nadržuje (základní plán: { $reference }).
editor-flag-seat-handicapped = { $seat } vyhrává { $rate }: začátek je proti němu (základní plán: { $reference }).
editor-flag-scarce = { $material }: celkem { $pips ->
    [one] { $pips } tečka
    [few] { $pips } tečky
   *[other] { $pips } teček
}, základní plán má { $reference }: nedostatek.
editor-flag-plentiful = { $material }: celkem { $pips ->
    [one] { $pips } tečka
    [few] { $pips } tečky
   *[other] { $pips } teček
}, základní plán má { $reference }: nadbytek.
editor-flag-spot = Kdo založí na rohu { $place }, vyhrává { $rate }: jedno místo rozhoduje příliš (nejlepší roh základního plánu: { $reference }).
editor-flag-island = Ostrov { $island } se osídlí jen v { $rate } her.
editor-flag-long = Hry trvají průměrně { $rounds } kol (základní plán: { $reference }): pomalé.
editor-flag-short = Hry trvají průměrně { $rounds } kol (základní plán: { $reference }): rychlé.
editor-flag-unfinished = { $games } z { $of } her neskončilo.
editor-problems = Chyby
editor-no-problems = žádné: na plánu lze hrát
editor-problems-hint = pole s červeným okrajem; koncept lze přesto uložit
editor-problem-no-tiles = Plán zatím nemá žádnou pevninu: namalujte pole nástroji Pevnina.
editor-problem-too-far = Zakroužkované pole leží příliš daleko od středu plánu: smažte ho.
editor-problem-duplicate-tile = Na zakroužkovaném místě leží dvě pole: jedno smažte.
editor-problem-number-on-desert = Zakroužkovaná poušť má číslo ({ $number }): poušť nic nevynáší. Číslo odeberte nástrojem Číslo → „{ editor-none }“.
editor-problem-number-on-sea = Zakroužkované mořské pole má číslo ({ $number }): moře nic nevynáší. Číslo odeberte nástrojem Číslo → „{ editor-none }“.
editor-problem-missing-number = Zakroužkovaná pevnina nemá číslo: dejte jí ho nástroji Číslo.
editor-problem-number-seven = Zakroužkované pole má sedmičku: sedmička posouvá zloděje, žádné pole ji nenese. Zvolte jiné číslo.
editor-problem-number-out-of-range = Číslo { $number } na zakroužkovaném poli není na žádném žetonu (2 až 12): zvolte jiné.
editor-problem-too-large = Plán je na hru příliš velký: zmenšete ho.
editor-problem-not-connected = { $n ->
    [one] Zakroužkované pole je odtržené od zbytku plánu.
   *[other] Zakroužkovaná pole jsou odtržená od zbytku plánu.
} Prázdné šestiúhelníky nejsou moře: plán musí být jeden celek pevniny a moře. Spojte je pevninou, nebo mezeru vyplňte nástrojem „{ editor-sea-tile }“.
editor-problem-harbour-off-board = Přístav u zakroužkovaného místa nemá pevninu: odeberte ho nástrojem Přístav → „{ editor-remove }“.
editor-problem-harbour-inland = Přístav zakroužkovaného pole není na pobřeží (pevnina z obou stran): dejte ho na stranu k moři.
editor-problem-harbours-share-corner = Dva přístavy zakroužkovaného pole se dotýkají v rohu: jeden přesuňte (přístavy nikdy nesdílejí roh).
editor-problem-robber-off-board = Zloděj stojí mimo pevninu (zakroužkováno): postavte ho na pole nástrojem „Start zloděje“.
editor-problem-robber-on-sea = Zloděj stojí na moři (zakroužkováno): postavte ho na pevninu nástrojem „Start zloděje“.
editor-problem-harbour-on-sea = Zakroužkované mořské pole má přístav: přístavy patří k pevnině. Odeberte ho nástrojem Přístav → „{ editor-remove }“.
editor-problem-no-robber = Postavte zloděje na pole nástrojem „Start zloděje“ (nebo přidejte poušť).
editor-problem-too-small = Plán je na hru příliš malý: má místo na zakládání jen pro { $n ->
    [one] jednoho hráče
   *[other] { $n } hráče
}, hra potřebuje dva (a zloděj druhé pole). Přidejte pevninu.
editor-problem-pirate-off-board = Pirát stojí mimo plán (zakroužkováno): postavte ho na moře nástrojem „{ editor-pirate }“.
editor-problem-pirate-on-land = Pirát stojí na pevnině (zakroužkováno): pirát pluje po moři. Přesuňte ho nástrojem „{ editor-pirate }“.
editor-problem-island-not-land = Zakroužkované místo je označené jako ostrov, ale není pevnina: označujte pevninu nástrojem „{ editor-home }“ nebo „{ editor-island-points }“.
editor-problem-islands-overlap = Zakroužkovaná pevnina spojuje dva označené ostrovy: dejte mezi ně mořské pole, nebo jeden odznačte.
editor-problem-island-without-tiles = Ostrov je označený bez pevniny: označte ho znovu nástrojem „{ editor-home }“ nebo „{ editor-island-points }“.
editor-problem-too-many-islands = { $n ->
    [one] Plán označuje { $n } ostrov, rozlišit jde nejvýš 64: označte méně.
    [few] Plán označuje { $n } ostrovy, rozlišit jde nejvýš 64: označte méně.
   *[other] Plán označuje { $n } ostrovů, rozlišit jde nejvýš 64: označte méně.
}
editor-problem-no-room-for-opening = Domovské ostrovy mají místo na zakládání jen pro { $n ->
    [one] jednoho hráče
   *[other] { $n } hráče
}, hra potřebuje dva: označte další pevninu nástrojem „{ editor-home }“.
editor-problem-points-to-win = { $n ->
    [one] { $n } vítězný bod není cíl: zvolte 3 až 30.
    [few] { $n } vítězné body nejsou cíl: zvolte 3 až 30.
   *[other] { $n } vítězných bodů není cíl: zvolte 3 až 30.
}
editor-problem-pirate-in-fog = Pirát stojí na poli lícem dolů (zakroužkováno): pirát pluje po viditelném moři. Přesuňte ho nástrojem „{ editor-pirate }“.
editor-problem-fog-off-board = Pole lícem dolů leží mimo plán (zakroužkováno): klikněte na něj nástrojem „{ editor-fog }“.
editor-problem-fog-not-sea = Zakroužkované pole lícem dolů je pevnina: otočte ho zpět nástrojem „{ editor-fog }“.
editor-problem-fog-stack-short = { $cards ->
    [one] Lícem dolů je { $n } polí, ale balíček mlhy má k rozdání jen { $cards } pole: otočte méně polí.
    [few] Lícem dolů je { $n } polí, ale balíček mlhy má k rozdání jen { $cards } pole: otočte méně polí.
   *[other] Lícem dolů je { $n } polí, ale balíček mlhy má k rozdání jen { $cards } polí: otočte méně polí.
}
editor-problem-fog-card = V balíčku mlhy je pole, které nejde rozdat: otočte pole lícem dolů zpět a znovu nástrojem „{ editor-fog }“.
editor-problem-opening-settlements = V zahájení se staví 2 nebo 3 osady, ne { $n }.
editor-problem-village-number = Číslo vesnice musí být jedno z čísel kostek (2–6, 8–12), ne { $number }.
editor-problem-village-off-land = Vesnice stojí tam, kde není pevnina (zakroužkováno).
editor-problem-village-settled = Vesnice stojí na ostrově, kde se smí stavět (zakroužkováno): vesnice stojí na ostrovech, kde nikdo nestaví.
editor-problem-villages-share-corner = Dvě vesnice stojí na stejném rohu (zakroužkováno).
editor-problem-cloth-per-point = Za bod musí být alespoň 1 sukno.
editor-problem-cloth-end-below = { $n ->
    [one] Hra musí skončit, až žádná vesnice nebude mít sukno: hranice je zde 1.
    [few] Hra končí, když sukno má méně vesnic, než je hranice od 1 do { $n }.
   *[other] Hra končí, když sukno má méně vesnic, než je hranice od 1 do { $n }.
}
editor-problem-gift-off-board = Dar kmene leží mimo desku (zakroužkováno).
editor-problem-gift-not-tribe = Dar kmene leží na ostrově, kde se smí stavět (zakroužkováno): dary leží na ostrovech, kde nikdo nestaví.
editor-problem-gift-inland = Dar kmene leží na straně, u které není moře (zakroužkováno): žádná loď by k němu nedoplula.
editor-problem-gifts-share-side = Dva dary kmene leží na stejné straně (zakroužkováno).
editor-problem-gift-cards = Akčních karet mezi dary kmene je { $n }, víc, než má balíček (25).
editor-problem-gifts-with-fog = Dary kmene a mlha nemohou být na jedné desce.
editor-problem-max-players = Stůl pro { $n } { $n ->
    [one] hráče
    [few] hráče
   *[other] hráčů
} hra nezná (2 až 6).
editor-problem-set-tiles = { $set ->
    [five-six] Sada rozšíření pro 5–6 hráčů má { $want } polí pevniny, tento plán { $got }: přidejte nebo smažte pevninu, nebo vypněte kontrolu podle sady.
   *[standard] Základní sada má { $want } polí pevniny, tento plán { $got }: přidejte nebo smažte pevninu, nebo vypněte kontrolu podle sady.
}
editor-problem-set-terrain = { $terrain }: tento plán má { $got }, { $set ->
    [five-six] sada rozšíření pro 5–6 hráčů
   *[standard] základní sada
} { $want }.
editor-problem-set-numbers = Čísla se liší od { $set ->
    [five-six] sady rozšíření pro 5–6 hráčů
   *[standard] základní sady
} (viz Vyváženost: čísla).
editor-problem-set-harbours = Přístavy { $kind }: tento plán má { $got }, { $set ->
    [five-six] sada rozšíření pro 5–6 hráčů
   *[standard] základní sada
} { $want }.
editor-overwrite-title = Přepsat?
editor-overwrite = Přepsat
editor-unsaved = Neuložené změny
editor-unsaved-text = Plán má neuložené změny.
editor-discard-changes = Zahodit je
editor-keep-editing = Pokračovat v úpravách
editor-bad-name = „{ $name }“ nemůže být název mezi vašimi plány: použijte písmena, číslice a '-'
editor-saved = Plán „{ $name }“ je uložen mezi vašimi plány.
editor-saved-draft = Plán „{ $name }“ je uložen mezi vašimi plány (koncept: zatím se na něm hrát nedá).
editor-save-failed = nelze uložit: { $error }
editor-name-it-first = Nejdřív plán pojmenujte: napište název do pole „{ editor-name }“ nahoře.
editor-shipped-read-only = desky dodané se hrou se nepřepisují: zvolte jiný název
editor-check-standard-set = Kontrolovat podle základní sady (19 polí, 18 čísel, 9 přístavů)
editor-check-five-six-set = Kontrolovat podle sady rozšíření pro 5–6 (30 polí, 28 čísel, 11 přístavů)
editor-check-set-hint = Vypnuto: libovolný počet polí, čísel a přístavů (vlastní komponenty)
boards-shipped = Dodané se hrou
boards-own = Vaše (ve složce dat)
boards-none-yet = zatím žádné
sound = Zvuk
mute = Ztlumit
volume = Hlasitost
first-game-hints = Rady pro první hru
skip-special-build = Přeskakovat mou zvláštní stavební fázi (5–6 hráčů), pokud nechci stavět
skip-special-build-about = V rozšíření pro 5–6 hráčů můžete stavět po tahu každého dalšího hráče. Je-li toto zapnuto, fáze projde sama, pokud nezaškrtnete 'Stavět v mé příští zvláštní stavební fázi'.
build-in-next-special = Stavět v mé příští zvláštní stavební fázi
help-rules = Pravidla
help-keys = Klávesy
help-goal-title = Vítězství
help-goal = Vyhrává první hráč, který má ve svém tahu { $points } vítězných bodů. Osada má 1 bod, město 2, karta vítězného bodu 1; nejdelší cesta a největší vojsko mají { $road } a { $army }.
help-turn-title = Tah
help-turn = Hoďte kostkami. Každé pole s padlým číslem dá svou surovinu každé osadě (1 karta) a městu (2 karty) na svých rozích. Potom obchodujte a stavějte, dokud můžete platit, a ukončete tah.
help-opening-title = Zahájení
help-opening = Každý hráč postaví osadu a cestu, potom v opačném pořadí druhou osadu a cestu. Druhá osada dá po jedné kartě z každého pole, kterého se dotýká. Osada potřebuje všechny sousední rohy volné; cesta navazuje na vlastní cestu nebo stavbu.
help-seven-title = Sedmička a zloděj
help-seven = Při 7 se nic nevyrábí. Kdo má víc než { $limit } karet, odhodí polovinu (zaokrouhleno dolů). Házející přesune zloděje na jiné pole a vezme jednu náhodnou kartu hráči, který tam má stavbu. Pole se zlodějem nic nevyrábí.
help-cards-title = Akční karty
help-cards = Rytíř: přesuňte zloděje a vezměte kartu (rytíři se počítají do největšího vojska). Stavba cest: dvě cesty zdarma. Vynález: dvě libovolné suroviny z banky. Monopol: jmenujte surovinu; všichni ostatní vám dají všechny své. Vítězný bod: 1 skrytý bod. Za tah lze zahrát nejvýš jednu kartu a ne tu, kterou jste v tahu koupili (vítězný bod platí hned).
help-awards-title = Nejdelší cesta a největší vojsko
help-awards = Nejdelší cesta: první nepřerušená cesta z aspoň { $road-min } dílů; stavba jiného hráče cestu přeruší. Největší vojsko: první, kdo zahraje { $army-min } rytíře. Kdo má později víc, ocenění převezme.
help-trade-title = Obchod
help-trade = Banka mění { $bank } karty jedné suroviny za jednu libovolnou. Přístav 3:1 mění 3:1 všechny suroviny, přístav 2:1 svou surovinu 2:1 — pro majitele osady nebo města na něm. Ve svém tahu můžete nabídnout obchod i ostatním hráčům (O): vypíšou se ti, kdo přijali, a vy jednoho vyberete.
help-costs-title = Ceny
hint-opening-settlement = Klikněte na svítící roh pro osadu. Nejvíc dávají rohy u 6 a 8 (červená čísla) a u různých surovin.
hint-opening-road = Klikněte na svítící hranu u nové osady pro cestu; veďte ji k volným rohům.
hint-roll = Jste na tahu: hoďte kostkami (R).
hint-main = Stavějte klávesami 1 / 2 / 3 nebo kupte kartu (B), když máte na zaplacení (viz Ceny), obchodujte s bankou (T) nebo s hráči (O) a pak ukončete tah (E).
hint-discard = Při 7 máte příliš karet: vyberte polovinu k odhození.
hint-robber = Přesuňte zloděje: klikněte na pole (ne to jeho), nejlépe tam, kde staví vedoucí hráč. Potom mu vezmete kartu.
hint-road-building = Postavte dvě cesty zdarma na svítící hrany.
hint-trade-confirm = Vyberte, čí souhlas přijmete, nebo nabídku zrušte.
hint-answer = Jiný hráč vám nabízí obchod: přijměte, nebo odmítněte.
hide-hints = Skrýt rady
desert = poušť
statistics = Statistiky
stats-income = Příjem (vyrobené karty)
stats-robber-and-trades = Zloděj a obchody
stats-stole = ukradl
stats-robbed = okraden
stats-discarded = odhodil
stats-bank = obchody s bankou
stats-players = obchody s hráči
stats-points = Body v průběhu kol
stats-nobody = nikdo
stats-turn = kolo { $n }
stats-history = Dohrané hry: { $n }
stats-no-history = Zatím žádná dohraná hra.
stats-wins-of = vyhrál { $won } z { $played }
results = Výsledky
show-results = Ukázat výsledky
choose-give-and-get = Vyberte, co dáte a co dostanete
nothing-to-undo = Není co vzít zpět: jen vaši poslední stavbu nebo obchod s bankou, než se stane něco dalšího
log-took-back = { $who } vzal zpět: { $what }
undo = Zpět
confirm-settlement = Postavit osadu sem?
confirm-road = Postavit cestu sem?
confirm-ship = Postavit loď sem?
confirm-city = Postavit město sem?
confirm = Potvrdit
choose-again = Vybrat jinde
discard-suggested = Návrh: suroviny, kterých máte nejvíc. Upravte − a +; Enter odhodí.

# Why an action is not possible now (a disabled button's tooltip), by the rule it breaks
why-bank-empty = Banka už tu surovinu nemá.
why-bank-trade = Tento obchod s bankou při vašich kurzech nejde.
why-build-limit = V tomto tahu už nelze stavět.
why-cannot-afford = Nemáte na to karty.
why-card-bought-this-turn = Kartu koupenou v tomto tahu ještě nelze zahrát.
why-card-timing = Tuto kartu teď nelze zahrát.
why-chance = Tento výsledek nepřišel z kostek ani z balíčku.
why-city-on-own-settlement = Město nahrazuje vlastní osadu.
why-deck-empty = Akční karty došly.
why-discard-half = Odhoďte přesně polovinu karet.
why-distance-rule = Příliš blízko: sousední rohy musí být volné.
why-edge-occupied = Tam už cesta je.
why-game-over = Hra skončila.
why-hidden-victory-points = Karty vítězných bodů se počítají samy.
why-no-pieces = Už nemáte žádné takové figurky.
why-no-player-trade = Obchod mezi hráči tato pravidla nedovolují.
why-no-road-spot = Není kam postavit cestu.
why-no-such-card = Tu kartu nemáte.
why-no-such-edge = Taková hrana není.
why-no-such-face = Takové pole není.
why-needs-land = To místo je na moři: osady, cesty a zloděj patří na pevninu.
why-no-ships = Tahle hra nemá lodě: přinese je deska Námořníků nebo pravidla seafarers.
why-needs-sea = Lodě plují po moři: ta hrana má pevninu z obou stran.
why-pirate = Je tam pirát: vedle něj se loď nestaví ani nepřesouvá.
why-ship-move = Tu loď nelze přesunout: jeden přesun za tah, po hodu, z otevřeného konce otevřené trasy, ne loď postavenou v tomto tahu.
why-ship-none = Nemáte na moři žádnou loď.
why-ship-moved-already = Za tah se přesouvá jen jedna loď: jedna už plula.
why-ship-built-this-turn = Loď postavená v tomto tahu může plout až od vašeho příštího tahu.
why-ship-beside-pirate = U lodi na otevřeném konci vaší trasy stojí pirát.
why-ship-closed-route = Plout může jen loď na otevřeném konci trasy (na konci bez vaší stavby nebo další lodi).
why-ship-no-free-side = Loď na otevřeném konci nemá kam plout: žádná volná strana moře.
why-gold-choice = Vyberte tolik surovin, kolik zlatonosné řeky platí.
why-harbour-place = Nejdřív umístěte přístav kmene: na pobřežní hranu u své osady nebo města, s jednou hranou mezi ním a jiným přístavem.
why-home-island = Začátek hry se staví na domovských ostrovech; na ostatní se doplouvá loděmi.
why-no-such-vertex = Takový roh není.
why-not-connected = Musí navazovat na vaši cestu nebo stavbu.
why-not-your-turn = Nejste na tahu.
why-none-of-this-kind-now = Nic takového teď umístit nelze.
why-offer-limit = V tomto tahu už nelze nabízet.
why-offer-repeated = Tuto nabídku jste v tomto tahu už dali.
why-one-card-per-turn = Za tah jen jedna akční karta.
why-opening-road = Cesta v zahájení patří k právě postavené osadě.
why-phase = Teď ne: nejdřív dokončete, na co hra čeká.
why-robber-must-move = Zloděj musí na jiné pole.
why-robber-victim = Vyberte hráče se stavbou na tom poli.
why-trade-gift = Obchod něco dává i dostává.
why-trade-partner = Tento hráč se obchodu nemůže účastnit.
why-trade-same-material = Obchod mění různé suroviny.
why-vertex-occupied = Ten roh je obsazený.
why-year-of-plenty = Vyberte dvě suroviny, které banka má.
stole-from = { $thief } ← { $victim }
notice-not-saved = Tato hra se neuloží: složka s daty ji nepřijímá.
notice-previous-kept = Nedohraná předchozí hra zůstala v Uložených hrách.
notice-previous-damaged = Dříve uloženou hru nešlo přečíst: byla odložena ve složce s daty.
kept-in-saved-games = Uloženo v Uložených hrách (v nabídce).
could-not-save = Nelze uložit: { $problem }

## Obchod u stolu (protinabídky, adresáti, důvody)
you-give = Dáte
you-get = Dostanete
they-give = { $name } dá
ask-players = Zeptat se
counter = Protinabídka…
counter-title = Vaše protinabídka hráči { $name }
send-counter = Poslat protinabídku
act-online = Tahy online hry hraje její hostitel.
act-not-your-move = { $who } teď nemůže hrát: na tahu je { $actor }.
act-no-offer = Tomuto místu nikdo nic nenabízí.
counter-invalid = Protinabídka něco dává i dostává a žádná surovina není na obou stranách.
counter-not-held = Nemáte, co protinabídka dává.
counter-offers = Protinabídky
decline-all = Odmítnout vše
counter-from = { $name } dá { $give } za { $get }
take-counter = Přijmout
log-offers-to = { $who } nabízí { $give } za { $get } hráčům: { $to }
log-counters = { $who } navrhuje: dá { $give } za { $get }
log-counter-not-taken = { $who } nepřijal protinabídku hráče { $other }
log-took-counter = { $who } přijal protinabídku hráče { $other }: { $gave } → { $got }
log-declines-because = { $who } odmítá: { $why }
log-cannot-pay = { $who } automaticky odmítá: nemůže zaplatit { $cards }
log-cannot-pay-own = { $who } (vidíte jen vy): odmítnuto za vás, protože nemůžete zaplatit { $cards }
log-accepts-because = { $who } přijímá: { $why }
why-answer-near-win = jste { $left ->
    [one] { $left } bod
    [few] { $left } body
   *[other] { $left } bodů
} od vítězství
why-answer-leader = vedete o { $lead }
why-answer-near-win-them = { $who } je { $left ->
    [one] { $left } bod
    [few] { $left } body
   *[other] { $left } bodů
} od vítězství
why-answer-leader-them = { $who } vede o { $lead }
why-answer-helps-them-more = víc to pomůže hráči { $who }
why-answer-completes-theirs = hráč { $who } by mohl stavět a vede
why-answer-cannot-spare-them = nemůže postrádat, co žádá { $who }
why-answer-no-use = nepřiblíží mu to žádnou stavbu
why-answer-helps-you-more = vám to pomůže víc
why-answer-overpays = stálo by ho to víc, než mu obchod vynese
why-answer-helps = přiblíží mu to stavbu
why-answer-completes-yours = umožnilo by vám stavět a vedete
why-answer-favourable = víc karet, než dá, za ty, bez kterých se obejde
why-answer-favourable-counted = { $gets ->
    [one] { $gets } kartu
    [few] { $gets } karty
   *[other] { $gets } karet
} za { $gives ->
    [one] jednu, bez které se obejde
   *[other] { $gives }, bez kterých se obejde
}
why-answer-cannot-spare = nemůže postrádat, co žádáte
why-answer-not-wanted = tento obchod nechce
nobody-asked = Vyberte aspoň jednoho hráče.
bank-several = Dejte víc surovin najednou: každá skupina podle vašeho kurzu koupí jednu kartu.
bank-trades-count = { $n ->
    [one] { $n } obchod s bankou
    [few] { $n } obchody s bankou
   *[other] { $n } obchodů s bankou
}
## Tempo a co se stalo
since-last-turn = Od vašeho minulého tahu
nothing-since = Nic se nestalo.
close = Zavřít
dice-history = Hody
new-entries = ▼ nové záznamy
turn-of-name = Na tahu je { $name }

## Nabídka srozumitelně
level-custom = Vlastní…
level-custom-short = Vlastní
level-custom-about = Počítačový hráč ze souboru (vyšlechtěný příkazem catan evolve).
advanced = Pokročilé
rules-printed = Tištěná pravidla (5. vydání)
rules-thesis = Varianta z diplomové práce (jedna stavba za tah a další omezení)
individual-file-hint = soubor vyšlechtěného hráče (.ron)
new-board = Nový plán
counts-by-itself = počítá se sama

## Rozbor hry
review = Rozbor
review-game = Rozebrat hru
review-position = Krok { $step } z { $steps } · { $round }
computing-chances = Počítač odhaduje šance hráčů…
chances-failed = Šance se nepodařilo spočítat: { $problem }
win-chances = Šance na vítězství po kolech (klepnutím skočíte)
chances-larger = Větší graf…
win-chances-title = Šance na vítězství (klepnutím skočíte)
turning-points = Zlomové okamžiky
turning-point = { $round }: { $name } { $before } → { $after }
saved-games = Rozebrat uloženou hru
no-saved-games = Zatím žádné uložené hry.
saved-game-players = { $people ->
    [one] 1 člověk
    [few] { $people } lidé
   *[other] { $people } lidí
}, { $computers ->
    [one] 1 počítač
    [few] { $computers } počítače
   *[other] { $computers } počítačů
}
saved-game-won = vítěz { $name } v { $round }. kole
saved-game-unfinished = nedohraná
saved-game-own-board = vlastní plán
play-through = Přehrát
pause = Pozastavit
hands-shown = Všechny karty jsou vidět: hra skončila.
hands-kept-unfinished = Hra ještě neskončila: karty zůstávají skryté jako při hře.
turn = Tah
decisions-of = Porovnat rozhodnutí hráče
computing-decisions = Hledající hráč prochází rozhodnutí…
decision-here = Zahráno: { $played } ({ $pv }) · hledající hráč: { $best } ({ $bv }), na plánu v kroužku
decision-here-noise = Zahráno: { $played } ({ $pv }) · hledající hráč: { $best } ({ $bv }) — rozdíl není průkazný
better-moves = U { $n } z { $of } rozhodnutí byl lepší tah i po započtení šumu (95% interval rozdílu nad nulou):
move-road = silnice: { $place }
move-settlement = osada: { $place }
move-city = město: { $place }
move-build-ship = loď: { $place }
move-ship-to = přesun lodi: { $place }
move-robber = zloděj: { $place }
move-robber-rob = zloděj: { $place }, okrade hráče { $victim }
move-end-turn = ukončit tah
move-roll = hodit kostkami
move-buy-card = koupit akční kartu
move-bank-trade = vyměnit s bankou { $give } za { $get }
move-offer = nabídnout { $give } za { $get }
move-knight = zahrát rytíře
move-discard = odhodit { $cards }
review-better = { $round }: { $played } → { $best }: +{ $margin } ({ $low } až { $high } bodů)
chance-axis = šance na výhru
chance-rounds = kola
chance-hover-seat = { $name }: { $points ->
    [one] { $points } bod
    [few] { $points } body
   *[other] { $points } bodů
} · { $chance }
chance-how = Počítače dohrají pozici mnohokrát: to, co hráč získává každým hodem, váží stejně jako body, které už má.
show-win-chances = Ukazovat odhad šancí na vítězství
show-win-chances-about = Po každém tahu počítač odhadne šanci každého hráče na vítězství; se skrytými kartami jen z toho, co vidí všichni.
win-chances-short = Šance

# online play
online-play = Hrát přes síť
online-name = Vaše jméno
online-host = Založit hru
online-host-about = Hra poběží na tomto počítači a přátelé se připojí: místa nahoře (místa ostatních lidí čekají na přátele, počítače hrají zde). Dejte jim adresu a kód místnosti.
online-port = port
online-port-invalid = číslo od 1024 do 65535
online-address = Adresa
online-recent-hosts = Hostitelé, ke kterým jste se už připojili nebo na nichž jste hráli
online-room-code = Kód místnosti
online-seat-any = První volné místo
online-join = Připojit se
online-continue = Pokračovat v síťové hře { $room }
online-rejoin = Zpět do hry
online-waiting-room = Síťová hra
online-connecting = Připojování k { $url } …
online-room-is = Kód místnosti: { $room }
online-invite = Pozvěte přátele: pošlete jim tento odkaz (vloží ho do pole Připojit se).
online-invite-copy = Kopírovat
online-invite-copied = Zkopírováno
invite-empty = Vložte odkaz, který vám poslal přítel, nebo napište adresu hostitele a kód místnosti.
invite-scheme = Odkaz začíná catan://, ws:// nebo wss:// — „{ $what }“ není odkaz ani adresa.
invite-no-room = Odkaz neuvádí místnost: má končit /room/ a kódem ze šesti písmen a číslic.
invite-code = „{ $what }“ není kód místnosti: šest písmen a číslic.
invite-no-host = Odkaz neuvádí hostitele.
invite-port = „{ $what }“ není port: číslo od 1 do 65535.
online-reach-this-machine = Tato hra naslouchá jen na tomto počítači.
online-reach-asking = Žádám váš router, aby pustil přátele z internetu…
online-reach-public = Router otevřel port: přátelé odkudkoli se připojí tímto odkazem.
online-reach-local-link = Přátelé v této síti (na stejné Wi-Fi) použijí tento:
online-reach-no-router = Na žádost o otevření portu neodpověděl žádný router (UPnP může být v jeho nastavení vypnuté).
online-reach-refused = Router odmítl otevřít port { $port }.
online-reach-refused-code = Router odmítl otevřít port { $port } (chyba { $code }).
online-reach-no-address = Router nesdělil svou internetovou adresu.
online-reach-behind-another = Internetová adresa vašeho routeru ({ $address }) je soukromá: mezi ním a internetem je síť poskytovatele, takže odsud port otevřít nelze.
online-reach-way-out = Přátelé v této síti se připojí odkazem. Pro přátele odjinud: v nastavení routeru přesměrujte TCP port { $port } na tento počítač ({ $address }), nebo hru založte na serveru, na který všichni dosáhnou (jeho adresa do pole „nebo na serveru“ výše; README popisuje jak).
online-reach-not-asked = Router nebyl požádán o otevření portu { $port } (CATAN_UPNP=off): přátelé v této síti se připojí odkazem.
online-open-seat = čeká na hráče…
online-ready = připraven
online-away = ztratil spojení
online-you = vy
online-start-now = Začít hned
online-start-now-about = Místa, ke kterým se nikdo nepřipojil, převezmou počítače (Střední).
online-waiting-for-host = Hra začne, až budou všechna místa obsazena a všichni připraveni, nebo až ji zakladatel spustí.
online-cannot-listen = Tento počítač nemůže hostit na { $address }: { $problem }
online-cannot-start-host = Hostitel hry se nespustil: { $problem }
online-nothing-to-continue = Není žádná online hra, kterou by šlo dohrát.
online-host-not-found = Na adrese { $address } žádná hra neodpovídá: zkontrolujte adresu a zda má hostitel hru otevřenou.
online-version-mismatch = Hostitel na adrese { $address } má jinou verzi hry.
online-board-not-valid = Hostitel hraje na desce, kterou tato verze hry neumí hrát: { $problems }
online-left = Odešli jste ze hry.
online-connection-lost = Spojení s hostitelem se přerušilo.
online-no-connection = Tento počítač nemohl otevřít spojení.
online-lost-for-good = Hostitel na adrese { $address } není dostupný. Vaše místo zůstává: „Pokračovat v síťové hře“ v nabídce to zkusí znovu.
online-reconnecting = Spojení ztraceno — znovu se připojuji…
online-leave = Odejít
online-leave-title = Opustit hru?
online-leave-host-about = Tuto hru hostíte: pokračuje na tomto počítači, dokud je aplikace otevřená. Přátelé hrají dál (když budete dlouho pryč, vaše místo může převzít počítač); „Pokračovat v síťové hře“ v nabídce vás vrátí zpět. Ukončením aplikace hra skončí pro všechny.
online-leave-guest-about = Hra pokračuje bez vás (když budete dlouho pryč, vaše místo může převzít počítač). „Pokračovat v síťové hře“ v nabídce vás vrátí na vaše místo.
online-leave-stay = Zůstat
online-leave-go = Odejít do nabídky
online-room-full = Tato místnost je plná
online-no-such-room = Na tomto počítači není místnost s tímto kódem
online-version = Hostitel má jinou verzi hry
online-bad-token = V této hře odsud nelze pokračovat: hostitel toto místo nezná jako vaše (hra u něj skončila, nebo místo dostal někdo jiný). Požádejte hostitele o novou pozvánku.
online-server-full = Hostitel nemá místo pro další hru
online-lost-waiting = { $who } ztratil spojení — čekáme { $secs } s, pak za něj hraje počítač
online-lost = { $who } ztratil spojení — čekáme, až se vrátí
online-back = { $who } je zpět
online-replaced = Za hráče { $who } od teď hraje počítač
online-server = nebo na serveru:
online-server-about = Založit místnost na serveru `catan serve`, na který všichni dosáhnou, místo na tomto počítači (jeho adresa, např. example.org:7373).
online-server-hint = (tento počítač)
online-not-ready = ještě není připraven
online-i-am-ready = Jsem připraven
online-rejoined = Zpět u stolu: { $round } (poslední tahy jsou výše)
online-public = Zveřejnit hru v seznamu místností
online-public-about = Hra se objeví v seznamu místností tohoto hostitele: kdo se k němu připojí, může obsadit volné místo nebo hru sledovat. Nezveřejněnou hru najdou jen lidé s odkazem.
online-let-watch = Dovolit divákům sledovat
online-let-watch-about = Lidé mohou hru sledovat, aniž hrají: vidí mapu, veřejné karty, záznam a chat, nikdy ne ruku.
online-rooms = Veřejné místnosti na této adrese
online-rooms-show = Zobrazit místnosti
online-rooms-refresh = Obnovit
online-rooms-asking = Ptám se hostitele na jeho místnosti…
online-rooms-none = Na této adrese není otevřená žádná veřejná místnost.
online-rooms-failed = Místnosti hostitele se nepodařilo vypsat: { $why }
online-rooms-address-first = Nejdřív nahoře napište adresu hostitele.
online-rooms-previous = ◀ Předchozí
online-rooms-next = Další ▶
online-rooms-next-about = { $n ->
    [one] Další { $n } místnost hostitele.
    [few] Další { $n } místnosti hostitele.
   *[other] Dalších { $n } místností hostitele.
}
online-rooms-page = Strana { $n }
online-room-free = { $free ->
    [0] žádné volné místo
    [one] volné { $free } místo z { $seats }
    [few] volná { $free } místa z { $seats }
   *[other] volných { $free } míst z { $seats }
}
online-room-playing = hraje se
online-room-watchers = { $count ->
    [one] { $count } divák
    [few] { $count } diváci
   *[other] { $count } diváků
}
online-watch = Sledovat
online-watch-about = Sledovat tuto hru bez hraní.
online-watching = Tuto hru sledujete: vidíte, co smí vidět každý hráč, nikdy ne ruku.
online-watching-short = Sledujete
online-watching-no-actions = Diváci nehrají: nemáte tu ruku, nestavíte, neobchodujete ani nehrajete karty. Záznam a chat sledují hru.
online-stop-watching = Přestat sledovat
online-stop-watching-about = Zpět do nabídky; hra pokračuje bez vás.
online-no-watchers = Tato místnost diváky nepřijímá
online-watcher-cannot-act = Diváci nemohou hrát ani psát do chatu
online-too-fast = Příliš časté dotazy: počkejte pár sekund a zkuste to znovu

## Seafarers
hint-gold = Zlato: vyberte suroviny, které vaše zlatonosné řeky platí.
log-built-ship = { $who } postavil loď: { $place }
log-moved-ship = { $who } přesunul loď na: { $place }
log-took-gold = { $who } si vzal ze zlata { $cards }
ship = Loď
move-ship = Přesunout loď
place-a-ship = Postavte loď
pick-a-ship-to-move = Klikněte na loď, kterou přesunete (na otevřeném konci trasy)
pick-where-it-sails = Klikněte, kam loď popluje
road-or-ship = Cesta, nebo loď?
gold-take-n = { $n ->
    [one] Zlato: vezměte { $n } kartu
    [few] Zlato: vezměte { $n } karty
   *[other] Zlato: vezměte { $n } karet
}
gold-suggested = Návrh: co chybí vaší nejbližší stavbě. Změňte ho tlačítky − a +.
take = Vzít
trade-route = Trasa
ships-left = { $n ->
    [one] { $n } loď
    [few] { $n } lodě
   *[other] { $n } lodí
}
longest-trade-route = Nejdelší obchodní trasa
cloth-held = Sukno: { $n }, { $points ->
        [one] 1 bod
        [few] { $points } body
       *[other] { $points } bodů
    }
cloth-short = Sukno { $n }
village-island = ostrov vesnic
island-points = Ostrovy +{ $n }
hint-opening-road-sea = Klikněte na svítící hranu u nové osady: na pevnině cesta, na moři loď (na pobřeží se zeptáme). Veďte ji k volným rohům nebo k ostrovu.
hint-main-sea = Stavějte klávesami 1 / 2 / 3, loď klávesou 4, loď na otevřeném konci trasy přesuňte klávesou 5 (jednou za tah), kupte kartu (B), obchodujte (T, O) a ukončete tah (E).
hint-robber-sea = Přesuňte zloděje (klikněte na pole pevniny), nebo piráta (klikněte na mořské pole): pirát okrade hráče s lodí vedle něj a lodě tam blokuje.
hint-road-building-sea = Postavte zdarma dvě cesty nebo lodě (nebo od každého jednu) na svítící hrany.
seafarers-scenarios = Scénáře Námořníků
scenario-points = { $n } bodů k vítězství
scenario-island-points = { $n } body za každý nový ostrov
scenario-gold = { $n ->
    [one] { $n } zlatonosná řeka
    [few] { $n } zlatonosné řeky
   *[other] { $n } zlatonosných řek
}
scenario-fog = { $n } polí v mlze
scenario-villages = { $n ->
    [one] { $n } vesnice se suknem
    [few] { $n } vesnice se suknem
   *[other] { $n } vesnic se suknem
}
scenario-players = nejvýš { $n } hráči
board-name-standard = Plán pro začátečníky
board-name-river-delta = Říční delta
board-name-extension-5-6 = Ostrov pro 5–6 hráčů
board-name-new-shores = K novým břehům
board-name-four-islands = Čtyři ostrovy
board-name-fog-islands = Ostrovy v mlze
board-name-through-the-desert = Přes poušť
board-name-cloth-for-catan = Sukno pro Catan
board-name-cloth-for-catan-6 = Sukno pro Catan (5–6 hráčů)
board-name-forgotten-tribe = Zapomenutý kmen
board-name-four-islands-6 = Šest ostrovů
board-name-three = { $name } (3 hráči)
board-name-six = { $name } (5–6 hráčů)
about-new-shores = domovský ostrov uprostřed, za mořem malé ostrovy: doplujte k nim a za každý získáte 2 body.
about-four-islands = čtyři ostrovy, na kterémkoli lze začít; osídlení dalšího ostrova dává 2 body.
about-fog-islands = moře mezi domovskými ostrovy leží v mlze: vplujte do ní a pole se odkryjí (pevnina dá kartu).
about-through-the-desert = pás pouště dělí velký ostrov: osídlení za ním a na malých ostrovech dává body.
about-new-shores-3 = menší domovský ostrov, za mořem tři malé ostrovy, každý za 2 body.
about-four-islands-3 = čtyři menší ostrovy, na kterémkoli lze začít; osídlení dalšího dává 2 body.
about-fog-islands-3 = mlha leží v šikmém pásu mezi domovskými ostrovy; odkrytá pevnina dá kartu.
about-through-the-desert-3 = pás pouště dělí velký ostrov; za ním a na třech malých ostrovech body.
about-cloth-for-catan = tři osady v zahájení, suroviny dává třetí; vesnice na malých ostrovech prodávají sukno: doplujte k jedné lodí a obchodujte, 2 sukna za bod; konec, když sukno mají méně než 4 vesnice.
about-cloth-for-catan-3 = tytéž ostrovy a vesnice pro tři hráče: doplujte lodí k vesnici a obchodujte se suknem, 2 sukna za bod.
about-cloth-for-catan-6 = širší plán pro pět nebo šest hráčů: dvanáct vesnic na šesti malých ostrovech, 2 sukna za bod.
about-forgotten-tribe = malé ostrovy kmene leží kolem hlavního ostrova: první loď na označené hraně bere dar — bod, akční kartu nebo přístav.
about-forgotten-tribe-3 = tytéž ostrovy a dary pro tři hráče: plujte k hranám kmene pro body, karty a přístavy.
about-forgotten-tribe-6 = delší hlavní ostrov pro pět nebo šest hráčů, víc darů kolem něj.
about-new-shores-6 = větší domovský ostrov pro pět nebo šest hráčů, kolem malé ostrovy, každý za 2 body.
about-four-islands-6 = šest ostrovů, na kterémkoli lze začít; osídlení dalšího ostrova dává 2 body.
about-fog-islands-6 = široký domovský ostrov; na jihu leží mlha v oblouku a za ní dvě zlatá pole.
about-through-the-desert-6 = pás pouště dělí velký ostrov; za ním a na malých ostrovech body.
log-moved-pirate = { $who } přesunul piráta na moře u: { $place }
log-moved-pirate-beside-ship = { $who } přesunul piráta k lodi hráče { $victim }
log-moved-pirate-open-sea = { $who } přesunul piráta na otevřené moře
log-longest-trade-route = { $who } má nejdelší obchodní trasu
log-revealed = { $who } odkryl pole z mlhy: { $what }
log-island-settled = { $who } osídlil nový ostrov: +{ $n } body
log-cloth-trade = { $who } doplul k vesnici a obchoduje s ní{ $n ->
        [0] {""}: sukno už nemá
       *[other] : +{ $n } sukno
    }
log-cloth-paid = Vesnice dává sukno: { $who }{ $supply ->
        [0] {""}
        [one] {""} (1 ze společné zásoby)
        [few] {""} ({ $supply } ze společné zásoby)
       *[other] {""} ({ $supply } ze společné zásoby)
    }
log-cloth-stolen = { $thief } vzal sukno { $victim_seat ->
        [red] Červenému
        [blue] Modrému
        [orange] Oranžovému
        [white] Bílému
        [green] Zelenému
        [purple] Fialovému
       *[other] hráči { $victim }
    }
log-cloth-ended = { $n ->
        [one] Sukno má už jen jedna vesnice: hra končí
        [few] Sukno mají už jen { $n } vesnice: hra končí
       *[other] Sukno má už jen { $n } vesnic: hra končí
    }
at-sea = na otevřeném moři
place-coast = { $place } · pobřeží
place-harbour-generic = { $place } · přístav 3:1
place-harbour = { $place } · přístav 2:1 ({ $resource })
place-tile-where = { $tile } ({ $where })
place-centre = střed
place-north = sever
place-north-east = severovýchod
place-east = východ
place-south-east = jihovýchod
place-south = jih
place-south-west = jihozápad
place-west = západ
place-north-west = severozápad
islands = Ostrovy
# the game-over ranking's column of points from cloth (Cloth for Catan)
results-cloth = Sukno
help-seafarers = Námořníci
help-sea-goal-title = Tento scénář
help-sea-goal = { $scenario }: vyhrává první hráč, který má na svém tahu { $points } vítězných bodů. Platí vše ze základní hry; moře přidává následující.
help-sea-ships-title = Lodě (klávesa 4)
help-sea-ships = Loď stojí 1 dřevo a 1 ovci; každý hráč jich má 15. Staví se na hranu, která aspoň z jedné strany sousedí s mořem, napojenou na vlastní loď, osadu nebo město. Cesta a loď se potkají jen u vlastní osady nebo města. V zakládání smí být cesta lodí; Stavba silnic dá dvě cesty, dvě lodě nebo od každého jednu.
help-sea-move-title = Přesun lodi (klávesa 5)
help-sea-move = Jednou za tah, po hodu, smíte přesunout loď na otevřeném konci trasy (ne postavenou v tomto tahu, ne vedle piráta) na kteroukoli hranu, kam byste loď mohli postavit. Trasa mezi dvěma vašimi osadami nebo městy je uzavřená: její lodě zůstávají.
help-sea-route-title = Nejdelší obchodní trasa
help-sea-route = Cesty a lodě se počítají dohromady, spojené jen u vašich osad a měst: první nepřerušená trasa aspoň { $min } dílů získá ocenění ({ $points } body).
help-sea-pirate-title = Pirát
help-sea-pirate = Při 7 nebo rytíři přesunete zloděje (na pevninu), nebo piráta (na mořské pole) a okradete hráče se stavbou u zloděje, nebo s lodí u piráta. Na hranách piráta nelze stavět ani přesouvat lodě.
help-sea-gold-title = Zlatonosné řeky
help-sea-gold = Zlatonosná řeka dává surovinu podle vaší volby: jednu za osadu, dvě za město (po hodu se zeptá dialog).
help-sea-islands-title = Nové ostrovy
help-sea-islands = Vaše první osada na ostrově, který scénář označí, dává hned jeho body (vidíte je v řádcích hráčů), jednou za ostrov a hráče.
help-sea-fog-title = Mlha
help-sea-fog = Pole v mlze leží rubem nahoru, dokud vaše cesta nebo loď nedosáhne jeho rohu — postavená tam, nebo loď tam přesunutá (i přesun lodi k mlze pole otočí): otočí se a pevnina vám dá jednu kartu své suroviny (zlato: podle volby).
help-sea-cloth-title = Sukno pro Catan
help-sea-cloth = Každý hráč v zahájení staví tři osady; suroviny na začátek dává až třetí. Vesnice na malých ostrovech uprostřed mají sukno (nikdo tam nestaví a zloděj tam nikdy nejde): jsou bledé, s nápisem „ostrov vesnic“ a bez čísla; jejich vesnice obchodují se suknem. Když vaše lodě spojí vaši osadu nebo město s vesnicí, obchodujete s ní: hned vám dá 1 sukno a další pokaždé, když padne její číslo a sukno ještě má (nejdřív hráč na tahu; vesnici, které dojde, doplní společná zásoba). Taková trasa je uzavřená: její lodě zůstávají. Každá 2 sukna jsou vítězný bod. Piráta smí přesunout jen hráč, který obchoduje s vesnicí; zloděj nebo pirát může místo karty vzít sukno. Nejdelší obchodní trasa se nepočítá. Když na konci tahu má sukno méně než 4 vesnice, hra končí: vyhrává nejvíc bodů, při rovnosti nejvíc sukna.
stats-ships = Postavené lodě
stats-moves = Přesuny lodí
stats-islands = Ostrovy
stats-gold = Zlato
editor-ships = Lodě a pirát
editor-ships-hint = Mapa Námořníků: po jejím moři plují lodě i pirát a může označit domovské ostrovy, ostrovy za body a mlhu.
editor-sea-tile = Mořské pole
editor-fog = Mlha
editor-fog-hint = Kliknutím otočíte pole rubem nahoru (jeho terén a číslo přejdou do balíčku mlhy); dalším kliknutím zpět.
editor-home = Domovský ostrov
editor-home-hint = Klikněte na pevninu: na tom ostrově lze zakládat (když je nějaký ostrov označen, jen na označených).
editor-island-points = Body za ostrov
editor-island-points-hint = Klikněte na pevninu: první osada na tom ostrově dá 0, 1, 2 nebo 3 body (každé kliknutí přidá jeden).
editor-pirate = Start piráta
editor-points-to-win = Body k vítězství
