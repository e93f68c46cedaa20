//! SVG plots with plotters: the fitness of an evolution run by generation, and a tournament's win
//! matrix as a heat map.

use plotters::prelude::*;

/// A chart could not be drawn.
#[derive(Debug, thiserror::Error)]
#[error("cannot draw the plot: {0}")]
pub struct PlotError(String);

fn err(e: impl std::fmt::Display) -> PlotError {
    PlotError(e.to_string())
}

/// One line of a line chart: its name in the legend, its colour (RGB), its points.
pub struct Line<'a> {
    pub name: &'a str,
    pub colour: (u8, u8, u8),
    pub points: Vec<(u32, f64)>,
}

/// A line chart of plain series over integer x values (generations, say).
pub fn lines_svg(
    title: &str,
    x_desc: &str,
    y_desc: &str,
    lines: &[Line<'_>],
) -> Result<String, PlotError> {
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (900, 500)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        let points = || lines.iter().flat_map(|l| l.points.iter());
        let last_x = points().map(|p| p.0).max().unwrap_or(0).max(1);
        let top = points().map(|p| p.1).fold(1.0, f64::max) * 1.05;
        let mut chart = ChartBuilder::on(&root)
            .caption(title, ("sans-serif", 20))
            .margin(15)
            .x_label_area_size(40)
            .y_label_area_size(60)
            .build_cartesian_2d(0u32..last_x, 0f64..top)
            .map_err(err)?;
        chart
            .configure_mesh()
            .x_desc(x_desc)
            .y_desc(y_desc)
            .draw()
            .map_err(err)?;
        for line in lines {
            let (r, g, b) = line.colour;
            let colour = RGBColor(r, g, b);
            chart
                .draw_series(LineSeries::new(
                    line.points.iter().copied(),
                    colour.stroke_width(2),
                ))
                .map_err(err)?
                .label(line.name)
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], colour));
        }
        chart
            .configure_series_labels()
            .background_style(WHITE.mix(0.8))
            .border_style(BLACK)
            .position(SeriesLabelPosition::LowerRight)
            .draw()
            .map_err(err)?;
        root.present().map_err(err)?;
    }
    Ok(out)
}

/// A name of at most 40 characters: its end, after an ellipsis, when longer.
fn short_label(name: &str) -> String {
    if name.chars().count() > 40 {
        let v: Vec<char> = name.chars().collect();
        format!("…{}", v[v.len() - 39..].iter().collect::<String>())
    } else {
        name.to_string()
    }
}

/// A cell's colour: grey on the diagonal, else from white to blue by `t` (0..=1).
fn cell_colour(diagonal: bool, t: f64) -> RGBColor {
    if diagonal {
        RGBColor(230, 230, 230)
    } else {
        RGBColor(
            (255.0 - 200.0 * t) as u8,
            (255.0 - 120.0 * t) as u8,
            (255.0 - 40.0 * t) as u8,
        )
    }
}

/// The win matrix (row k, column l: wins of k in games with l) as a heat map.
pub fn matrix_svg(title: &str, names: &[String], matrix: &[Vec<u32>]) -> Result<String, PlotError> {
    let n = names.len();
    let cell = if n <= 10 {
        60
    } else {
        (900 / n as u32).max(14)
    };
    let left = 60
        + 7 * names
            .iter()
            .map(|s| s.chars().count())
            .max()
            .unwrap_or(4)
            .min(40) as u32;
    let w = left + cell * n as u32 + 30;
    let h = 80 + cell * n as u32 + 40;
    let max = matrix.iter().flatten().copied().max().unwrap_or(1).max(1) as f64;
    let mut out = String::new();
    {
        let root = SVGBackend::with_string(&mut out, (w, h)).into_drawing_area();
        root.fill(&WHITE).map_err(err)?;
        root.draw(&Text::new(
            title.to_string(),
            (10, 10),
            ("sans-serif", 18).into_font(),
        ))
        .map_err(err)?;
        root.draw(&Text::new(
            "row k, column l: wins of k in games with l".to_string(),
            (10, 34),
            ("sans-serif", 13).into_font(),
        ))
        .map_err(err)?;
        let y0 = 70i32;
        let x0 = left as i32;
        let c = cell as i32;
        let font = ("sans-serif", (cell as i32 / 4).clamp(8, 14)).into_font();
        for (k, name) in names.iter().enumerate() {
            let label = short_label(name);
            root.draw(&Text::new(
                format!("{k}: {label}"),
                (10, y0 + k as i32 * c + c / 2 - 6),
                font.clone(),
            ))
            .map_err(err)?;
            root.draw(&Text::new(
                k.to_string(),
                (x0 + k as i32 * c + c / 2 - 4, y0 - 16),
                font.clone(),
            ))
            .map_err(err)?;
            for (l, &wins) in matrix[k].iter().enumerate() {
                let (x, y) = (x0 + l as i32 * c, y0 + k as i32 * c);
                let colour = cell_colour(k == l, wins as f64 / max);
                root.draw(&Rectangle::new([(x, y), (x + c, y + c)], colour.filled()))
                    .map_err(err)?;
                root.draw(&Rectangle::new(
                    [(x, y), (x + c, y + c)],
                    WHITE.stroke_width(1),
                ))
                .map_err(err)?;
                if k != l && cell >= 30 {
                    root.draw(&Text::new(
                        wins.to_string(),
                        (x + 6, y + c / 2 - 6),
                        font.clone(),
                    ))
                    .map_err(err)?;
                }
            }
        }
        root.present().map_err(err)?;
    }
    Ok(out)
}
