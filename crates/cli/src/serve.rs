//! `berserk serve`: the browser game server (crate `berserk-server`).

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Args;

use crate::common::{CliError, CliResult};

#[derive(Args, Debug)]
pub struct ServeArgs {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub addr: SocketAddr,
    /// The folder of the database (games being played, records of finished
    /// games, saved decks); created if missing.
    #[arg(long, default_value = "berserk-data")]
    pub data: PathBuf,
    /// The database instead of the folder's SQLite file:
    /// `postgres://user:password@host:port/database` (PostgreSQL, which
    /// several servers may share) or `sqlite:PATH`.
    #[arg(long)]
    pub db: Option<String>,
}

pub fn run(args: ServeArgs) -> CliResult {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| CliError::failure(format!("cannot start the server: {e}")))?;
    let data = args.data.clone();
    let place = match args.db.as_deref() {
        Some(db) if db.starts_with("sqlite:") => db.to_string(),
        Some(_) => "PostgreSQL".to_string(),
        None => data.display().to_string(),
    };
    rt.block_on(berserk_server::serve_db(
        args.addr,
        args.db.as_deref(),
        &data,
        |bound| {
            println!("berserk: open http://{bound}/ in a browser (data in {place})");
        },
    ))
    .map_err(CliError::failure)
}
