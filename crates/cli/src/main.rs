//! `berserk`: the command line of the «Берсерк» rules engine.
//!
//! - `berserk sim`: many games between two bots, with statistics;
//! - `berserk play`: a person against a bot in the terminal;
//! - `berserk cards`: the built-in cards.

mod board;
mod cards;
mod common;
mod play;
mod sim;

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::common::CliError;

#[derive(Parser, Debug)]
#[command(
    name = "berserk",
    version,
    about = "The «Берсерк» rules engine: simulate bot games, play a bot, browse the cards"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play many games between two bots and print statistics.
    Sim(sim::SimArgs),
    /// Play a game against a bot in the terminal.
    Play(play::PlayArgs),
    /// List the built-in cards or show one of them.
    Cards(cards::CardsArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Sim(args) => sim::run(args),
        Command::Play(args) => play::run(args),
        Command::Cards(args) => cards::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(CliError::BrokenPipe) => ExitCode::SUCCESS,
        Err(CliError::Fail { code, message }) => {
            // Never panic, not even when stderr is closed.
            let _ = writeln!(std::io::stderr(), "berserk: {message}");
            ExitCode::from(code)
        }
    }
}
