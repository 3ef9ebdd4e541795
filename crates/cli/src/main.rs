//! `berserk`: the command line of the «Берсерк» rules engine.
//!
//! - `berserk sim`: many games between two bots, with statistics;
//! - `berserk arena`: two bots on the same decks and seeds, both seatings,
//!   win rates with confidence intervals and an Elo difference;
//! - `berserk play`: a person against a bot in the terminal;
//! - `berserk cards`: the built-in cards and a glossary of the keywords;
//! - `berserk decks`: the built-in ready decks with their cards;
//! - `berserk judge`: runs rule scenario files and reports each step;
//! - `berserk replay`: replays a game record and checks that the engine
//!   still plays exactly that game;
//! - `berserk serve`: play in the browser (against a bot or a friend).

mod arena;
mod board;
mod cards;
mod common;
mod decks;
mod judge;
mod play;
mod replay;
mod serve;
mod sim;

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::common::CliError;

#[derive(Parser, Debug)]
#[command(
    name = "berserk",
    version,
    about = "The «Берсерк» rules engine: simulate bot games, play a bot, browse the cards and decks, judge scenarios, replay records"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play many games between two bots and print statistics.
    Sim(sim::SimArgs),
    /// Two bots on the same decks and seeds, both seatings: win rates with 95% intervals and an Elo difference.
    Arena(arena::ArenaArgs),
    /// Play a game against a bot in the terminal.
    Play(play::PlayArgs),
    /// List the built-in cards or show one of them; explain the keywords.
    Cards(cards::CardsArgs),
    /// List the built-in ready decks with their cards, or show one of them.
    Decks(decks::DecksArgs),
    /// Run scenario files (or folders of them) and print each step-by-step log.
    Judge(judge::JudgeArgs),
    /// Replay a game record move by move and check that the engine reproduces it.
    Replay(replay::ReplayArgs),
    /// Play in the browser: a server for games against a bot or a friend.
    Serve(serve::ServeArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Sim(args) => sim::run(args),
        Command::Arena(args) => arena::run(args),
        Command::Play(args) => play::run(args),
        Command::Cards(args) => cards::run(args),
        Command::Decks(args) => decks::run(args),
        Command::Judge(args) => judge::run(args),
        Command::Replay(args) => replay::run(args),
        Command::Serve(args) => serve::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::BrokenPipe) => ExitCode::SUCCESS,
        Err(CliError::Exit(code)) => ExitCode::from(code),
        Err(CliError::Fail { code, message }) => {
            // Never panic, not even when stderr is closed.
            let _ = writeln!(std::io::stderr(), "berserk: {message}");
            ExitCode::from(code)
        }
    }
}
