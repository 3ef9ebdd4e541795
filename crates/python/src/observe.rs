//! What a reader sees: the observation dict and tensor (the engine's
//! `Game::view`), the pending decision and the event log as one player, a
//! spectator or the all-seeing reader may read them.

use berserk_engine::battlefield::CELLS;
use berserk_engine::{CardId, CardView, DefId, Event, Game as EngineGame, Pending, Player, Zone};
use berserk_text::{player_name, t, GameText, Lang};
use pyo3::prelude::*;
use pyo3::types::PyDict;

use crate::Reader;

/// Features of one battlefield cell in the observation tensor.
const CELL_FEATURES: usize = 12;
/// Features of the whole game in the observation tensor.
const GLOBAL_FEATURES: usize = 18;
/// Length of `observation_tensor()`.
pub(crate) const OBSERVATION_SIZE: usize = CELLS * CELL_FEATURES + GLOBAL_FEATURES;

/// May `reader` identify card `id` (know its definition)? As the engine's
/// view and sampler decide: a deck card's place is no one's to know (its
/// owner knows what the deck holds, not where), a hand is its owner's, a
/// card in play is its owner's or public when face up, graveyards are open
/// (GAME §2).
pub(crate) fn identifies(g: &EngineGame, reader: Reader, id: CardId) -> bool {
    let Some(c) = g.get_card(id) else {
        return false;
    };
    let own = matches!(reader, Reader::Seat(p) if p == c.owner);
    match (reader, c.zone) {
        (Reader::All, _) => true,
        (_, Zone::Deck) => false,
        (_, Zone::Hand) => own,
        (_, Zone::Battlefield(_) | Zone::Additional | Zone::Hosted(_)) => own || c.face_up,
        (_, Zone::Graveyard | Zone::Exiled) => true,
    }
}

/// What the game waits for, as `reader` may read it. The engine hides which
/// card the opponent is placing or asked about (`Game::pending_for`): such
/// a decision reads as a decision about a hidden card.
pub(crate) fn pending_text(g: &EngineGame, reader: Reader, lang: Lang) -> String {
    let hidden = match reader {
        Reader::All => false,
        Reader::Seat(p) => g.pending_for(p) != g.pending(),
        Reader::Spectator => Player::BOTH.iter().any(|&p| g.pending_for(p) != g.pending()),
    };
    match g.pending() {
        Pending::Decision { player, .. } if hidden => format!(
            "{}: {}",
            player_name(player, lang),
            t(lang, "решение о скрытой карте", "a decision about a hidden card")
        ),
        _ => g.describe_pending(lang),
    }
}

/// The event as `reader` may see it: a private event of one player is shown
/// to the other and to a spectator without its card (`Game::event_for`),
/// or not at all.
pub(crate) fn event_for(g: &EngineGame, reader: Reader, e: &Event) -> Option<Event> {
    match reader {
        Reader::All => Some(*e),
        Reader::Seat(p) => g.event_for(p, e),
        Reader::Spectator => match e.private_to() {
            None => Some(*e),
            Some(p) => g.event_for(p.opponent(), e),
        },
    }
}

/// The cards in play as the all-seeing reader sees them: each as its
/// owner's view shows it (an owner identifies its own cards).
fn in_play_known(g: &EngineGame) -> Vec<CardView> {
    let [a, b] = Player::BOTH.map(|p| g.view(p).in_play);
    a.into_iter()
        .zip(b)
        .map(|(a, b)| if a.owner == Player::P1 { a } else { b })
        .collect()
}

fn def_name(g: &EngineGame, def: DefId, lang: Lang) -> String {
    berserk_text::def_name(g.db().get(def), lang)
}

/// The observation dict of `player` (all-seeing when `omniscient`).
pub(crate) fn observation<'py>(
    py: Python<'py>,
    g: &EngineGame,
    p: Player,
    omniscient: bool,
    lang: Lang,
) -> PyResult<Bound<'py, PyDict>> {
    let v = g.view(p);
    let reader = if omniscient { Reader::All } else { Reader::Seat(p) };
    let cards = |ids: &mut dyn Iterator<Item = CardView>| -> PyResult<Vec<Bound<'py, PyDict>>> {
        ids.map(|c| card_dict(py, g, &c, lang)).collect()
    };
    let d = PyDict::new(py);
    d.set_item("player", p.index())?;
    d.set_item("omniscient", omniscient)?;
    d.set_item("turn", v.turn)?;
    d.set_item("active", v.active.index())?;
    d.set_item("first", v.first.index())?;
    d.set_item("pending", pending_text(g, reader, lang))?;
    d.set_item("gold", v.gold.to_vec())?;
    d.set_item("silver", v.silver.to_vec())?;
    d.set_item("deck_sizes", v.deck_sizes.to_vec())?;
    d.set_item("hand_sizes", v.hand_sizes.to_vec())?;
    if omniscient {
        // Each hand as its owner sees it; the decks, top last, by identity.
        let hands = Player::BOTH.map(|p| g.view(p).hand);
        let decks = Player::BOTH
            .map(|p| {
                g.player(p)
                    .deck
                    .iter()
                    .map(|&c| deck_card_dict(py, g, c, lang))
                    .collect::<PyResult<Vec<_>>>()
            })
            .into_iter()
            .collect::<PyResult<Vec<_>>>()?;
        let hands = hands
            .into_iter()
            .map(|h| cards(&mut h.into_iter()))
            .collect::<PyResult<Vec<_>>>()?;
        d.set_item("hand", &hands[p.index()])?;
        d.set_item("hands", hands)?;
        d.set_item("decks", decks)?;
        d.set_item("in_play", cards(&mut in_play_known(g).into_iter())?)?;
    } else {
        d.set_item("hand", cards(&mut v.hand.into_iter())?)?;
        d.set_item("in_play", cards(&mut v.in_play.into_iter())?)?;
    }
    let graves: Vec<Vec<String>> = v
        .graveyards
        .iter()
        .map(|gy| gy.iter().map(|&def| def_name(g, def, lang)).collect())
        .collect();
    d.set_item("graveyards", graves)?;
    Ok(d)
}

/// A deck card for the all-seeing reader: its id, owner and identity.
fn deck_card_dict<'py>(py: Python<'py>, g: &EngineGame, id: CardId, lang: Lang) -> PyResult<Bound<'py, PyDict>> {
    let c = g.card(id);
    let d = PyDict::new(py);
    d.set_item("id", id.0)?;
    d.set_item("def", c.def)?;
    d.set_item("name", def_name(g, c.def, lang))?;
    d.set_item("owner", c.owner.index())?;
    d.set_item("zone", "deck")?;
    Ok(d)
}

fn card_dict<'py>(py: Python<'py>, g: &EngineGame, c: &CardView, lang: Lang) -> PyResult<Bound<'py, PyDict>> {
    let d = PyDict::new(py);
    d.set_item("id", c.id.0)?;
    d.set_item("def", c.def)?;
    d.set_item("name", c.def.map(|def| def_name(g, def, lang)))?;
    d.set_item("owner", c.owner.index())?;
    d.set_item("controller", c.controller.index())?;
    let (zone, cell) = match c.zone {
        Zone::Deck => ("deck", None),
        Zone::Hand => ("hand", None),
        Zone::Battlefield(cell) => ("battlefield", Some(cell.to_string())),
        Zone::Additional => ("additional", None),
        Zone::Graveyard => ("graveyard", None),
        Zone::Exiled => ("exiled", None),
        // A seated symbiote: "cell" names its host's cell (KINDS §6).
        Zone::Hosted(h) => (
            "hosted",
            g.get_card(h).and_then(|h| h.zone.cell()).map(|c| c.to_string()),
        ),
    };
    d.set_item("zone", zone)?;
    d.set_item("cell", cell)?;
    d.set_item("open", c.open)?;
    d.set_item("face_up", c.face_up)?;
    d.set_item("wounds", c.wounds)?;
    d.set_item("tokens", c.tokens)?;
    d.set_item("life", c.life)?;
    Ok(d)
}

/// The observation tensor of `p` (see `Game.observation_tensor`).
pub(crate) fn tensor(g: &EngineGame, p: Player) -> Vec<f32> {
    let v = g.view(p);
    let db = g.db();
    let mut t = vec![0.0f32; OBSERVATION_SIZE];
    let mut flyers = [[0.0f32; 2]; 2];
    for c in &v.in_play {
        let side = usize::from(c.controller != p);
        let known = c.def.map(|d| db.get(d));
        match c.zone {
            // A cell's features are its holder's; the bodiless creature sharing
            // it (KINDS §10) counts with the cards off the grid below.
            Zone::Battlefield(cell) if g.guest_at(cell) != Some(c.id) => {
                let f = &mut t[cell.index() * CELL_FEATURES..][..CELL_FEATURES];
                f[side] = 1.0;
                f[2] = f32::from(u8::from(c.face_up));
                f[3] = f32::from(u8::from(c.open));
                f[4] = c.life.unwrap_or(0) as f32 / 10.0;
                f[5] = c.wounds as f32 / 10.0;
                f[6] = c.tokens as f32 / 5.0;
                if let Some(d) = known {
                    f[7] = d.strike[0] as f32 / 10.0;
                    f[8] = d.strike[1] as f32 / 10.0;
                    f[9] = d.strike[2] as f32 / 10.0;
                    f[10] = d.cost as f32 / 10.0;
                    f[11] = f32::from(u8::from(d.is_flyer()));
                }
            }
            _ => {
                flyers[side][0] += 0.2;
                flyers[side][1] += c.life.unwrap_or(0) as f32 / 50.0;
            }
        }
    }
    let (me, them) = (p.index(), p.opponent().index());
    let decider = match v.pending {
        Pending::Decision { player, .. } => player == p,
        _ => false,
    };
    let globals = [
        v.turn as f32 / 100.0,
        f32::from(u8::from(v.active == p)),
        f32::from(u8::from(v.first == p)),
        f32::from(u8::from(decider)),
        v.gold[me] as f32 / 30.0,
        v.silver[me] as f32 / 30.0,
        v.gold[them] as f32 / 30.0,
        v.silver[them] as f32 / 30.0,
        v.deck_sizes[me] as f32 / 50.0,
        v.deck_sizes[them] as f32 / 50.0,
        v.hand_sizes[me] as f32 / 50.0,
        v.hand_sizes[them] as f32 / 50.0,
        flyers[0][0],
        flyers[0][1],
        flyers[1][0],
        flyers[1][1],
        v.graveyards[me].len() as f32 / 50.0,
        v.graveyards[them].len() as f32 / 50.0,
    ];
    t[CELLS * CELL_FEATURES..].copy_from_slice(&globals);
    t
}
