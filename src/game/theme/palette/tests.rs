use super::{PILL, SEAT_RGB, seat_text_on_dark};
use crate::core::Seat;

fn linear(c: f32) -> f32 {
    if c <= 0.04045 {
        c / 12.92
    } else {
        ((c + 0.055) / 1.055).powf(2.4)
    }
}

/// CIE L*a*b* of an sRGB colour (D65).
fn lab(rgb: [f32; 3]) -> [f32; 3] {
    let [r, g, b] = rgb.map(linear);
    let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.9505;
    let y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.089;
    let f = |t: f32| {
        if t > 0.008856 {
            t.cbrt()
        } else {
            7.787 * t + 16.0 / 116.0
        }
    };
    let (fx, fy, fz) = (f(x), f(y), f(z));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The colour as a person with full protanopia, deuteranopia or tritanopia sees it
/// (Machado, Oliveira and Fernandes 2009, severity 1, on linear RGB).
fn simulate(rgb: [f32; 3], m: &[[f32; 3]; 3]) -> [f32; 3] {
    let l = rgb.map(linear);
    let out = m.map(|row| (row[0] * l[0] + row[1] * l[1] + row[2] * l[2]).clamp(0.0, 1.0));
    out.map(|c| {
        if c <= 0.0031308 {
            c * 12.92
        } else {
            1.055 * c.powf(1.0 / 2.4) - 0.055
        }
    })
}

fn distance(a: [f32; 3], b: [f32; 3]) -> f32 {
    let (a, b) = (lab(a), lab(b));
    ((a[0] - b[0]).powi(2) + (a[1] - b[1]).powi(2) + (a[2] - b[2]).powi(2)).sqrt()
}

#[test]
fn six_seat_colours_stay_apart_for_colour_blind_players() {
    let sight: [(&str, [[f32; 3]; 3]); 4] = [
        (
            "normal",
            [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]],
        ),
        (
            "protanopia",
            [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
        ),
        (
            "deuteranopia",
            [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
        ),
        (
            "tritanopia",
            [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        ),
    ];
    let mut worst = f32::MAX;
    for (name, m) in &sight {
        for (i, &a) in SEAT_RGB.iter().enumerate() {
            for (j, &b) in SEAT_RGB.iter().enumerate().skip(i + 1) {
                let d = distance(simulate(a, m), simulate(b, m));
                worst = worst.min(d);
                // ΔE 12: clearly different at a glance on small pieces
                assert!(d > 12.0, "{name}: seats {i} and {j} only ΔE {d:.1} apart");
            }
        }
    }
    eprintln!("closest pair: ΔE {worst:.1}");
}

/// WCAG's relative luminance of an sRGB colour.
fn luminance([r, g, b]: [f32; 3]) -> f32 {
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/// Every seat's text on the pill reads at a contrast of at least 4.5:1 (WCAG's for text), with
/// the pill over the brightest ground (white) and over the darkest (black); pure red on the pill
/// is 3:1 (play-test 7's hard-to-read "+1 wool").
#[test]
fn seat_texts_on_the_pill_read_at_four_and_a_half_to_one() {
    let p = PILL.to_srgba();
    let [pr, pg, pb, a] = [p.red, p.green, p.blue, p.alpha];
    for ground in [1.0f32, 0.0] {
        let pill = [pr, pg, pb].map(|c| c * a + ground * (1.0 - a));
        for s in 0..6u8 {
            let t = seat_text_on_dark(Seat(s)).to_srgba();
            let (lt, lp) = (luminance([t.red, t.green, t.blue]), luminance(pill));
            let contrast = (lt.max(lp) + 0.05) / (lt.min(lp) + 0.05);
            assert!(contrast >= 4.5, "seat {s} on the pill: {contrast:.2}:1");
        }
    }
    let red = luminance(SEAT_RGB[0]);
    let pill = luminance([pr, pg, pb]);
    assert!(
        (red + 0.05) / (pill + 0.05) < 4.5,
        "the plain red is what was hard"
    );
}
