//! The threads the bots search on: a fixed number (the server's
//! configuration), apart from the threads that answer requests, so that a
//! search holds up neither a page nor another game.
//!
//! A game has at most one job queued or running (its `bot_queued` flag). A
//! job copies the bot's decision under the game's lock, releases the lock,
//! searches on the copy, then takes the lock again and applies the choice
//! only if the game is still at that decision; afterwards the game is stored
//! and readers are woken, and if a bot must decide again the game goes back
//! to the end of the queue (so that games take turns on the threads).
//!
//! On a database shared by many servers, a job first claims the game's bot
//! ([`crate::Storage::claim_bot`]): a server refused (another one runs that
//! bot) drops the job and follows the runner's stored moves; its sync
//! thread asks again after [`crate::BOT_RETRY_MS`] while the bot still must
//! decide, so the bot goes on when its runner stops.
//!
//! A job may be due later (a bot playing a person pauses before each
//! battle decision, [`crate::ServerConfig::bot_pace_ms`]): such jobs wait on
//! one timer thread, never on a search thread.

use std::sync::atomic::Ordering;
use std::sync::mpsc::{channel, Receiver, Sender};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

use crate::{App, GameHandle};

/// A game whose bot must decide.
pub(crate) struct Job {
    pub app: Weak<App>,
    pub game: Arc<GameHandle>,
}

/// The bot threads and their queue, and the timer of the jobs due later.
pub(crate) struct BotPool {
    queue: Mutex<Sender<Job>>,
    later: Mutex<Sender<(Instant, Job)>>,
}

impl BotPool {
    /// Starts `threads` (at least 1) threads; they end when the pool is dropped.
    pub fn new(threads: usize) -> BotPool {
        let (tx, rx) = channel::<Job>();
        let rx = Arc::new(Mutex::new(rx));
        for n in 0..threads.max(1) {
            let rx = rx.clone();
            let spawned = std::thread::Builder::new()
                .name(format!("berserk-bot-{n}"))
                .spawn(move || worker(&rx));
            if let Err(e) = spawned {
                eprintln!("berserk serve: cannot start bot thread {n}: {e}");
            }
        }
        let (later_tx, later_rx) = channel::<(Instant, Job)>();
        let queue = tx.clone();
        if let Err(e) = std::thread::Builder::new()
            .name("berserk-bot-timer".into())
            .spawn(move || timer(&later_rx, &queue))
        {
            eprintln!("berserk serve: cannot start the bot timer: {e}");
        }
        BotPool {
            queue: Mutex::new(tx),
            later: Mutex::new(later_tx),
        }
    }

    /// Queues `job` after `delay` (at once when it is zero).
    pub fn push_after(&self, job: Job, delay: Duration) {
        if delay.is_zero() {
            return self.push(job);
        }
        let q = self.later.lock().unwrap_or_else(|p| p.into_inner());
        if let Err(e) = q.send((Instant::now() + delay, job)) {
            // No timer: the job goes on without its pause.
            drop(q);
            self.push(e.0 .1);
        }
    }

    pub fn push(&self, job: Job) {
        let q = self.queue.lock().unwrap_or_else(|p| p.into_inner());
        if q.send(job).is_err() {
            eprintln!("berserk serve: no bot thread is running");
        }
    }
}

/// Holds the jobs due later and queues each when it is due; ends when the
/// pool is dropped.
fn timer(rx: &Receiver<(Instant, Job)>, queue: &Sender<Job>) {
    let mut waiting: Vec<(Instant, Job)> = Vec::new();
    loop {
        let now = Instant::now();
        let mut i = 0;
        while i < waiting.len() {
            if waiting[i].0 <= now {
                if queue.send(waiting.swap_remove(i).1).is_err() {
                    return;
                }
            } else {
                i += 1;
            }
        }
        let next = waiting.iter().map(|w| w.0).min();
        let got = match next {
            Some(due) => rx.recv_timeout(due.saturating_duration_since(now)),
            None => rx.recv().map_err(|_| std::sync::mpsc::RecvTimeoutError::Disconnected),
        };
        match got {
            Ok(w) => waiting.push(w),
            Err(std::sync::mpsc::RecvTimeoutError::Timeout) => {}
            Err(std::sync::mpsc::RecvTimeoutError::Disconnected) => return,
        }
    }
}

fn worker(rx: &Mutex<Receiver<Job>>) {
    loop {
        let job = {
            let rx = rx.lock().unwrap_or_else(|p| p.into_inner());
            match rx.recv() {
                Ok(j) => j,
                Err(_) => return,
            }
        };
        run(job);
    }
}

/// One bot decision of one game (see the module docs).
fn run(job: Job) {
    let Some(app) = job.app.upgrade() else {
        return;
    };
    let h = &job.game;
    let (task, id) = {
        let mut s = h.lock();
        (s.bot_task(), s.id.clone())
    };
    if let Some(task) = task {
        // On a shared database one server runs a game's bot: the others
        // follow its stored moves (and ask again later, in case it stopped).
        if !app.claim_bot(&id) {
            *h.bot_refused.lock().unwrap_or_else(|p| p.into_inner()) = Some(Instant::now());
            h.bot_queued.store(false, Ordering::Release);
            return;
        }
        app.searches.fetch_add(1, Ordering::AcqRel);
        // A panic in a search breaks that game only; the thread goes on.
        let chosen = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| task.run()));
        let changed = {
            let mut s = h.lock();
            // On a shared database another server (running the same bot) may
            // have moved the game on: then this search is dropped below.
            let caught_up = app.store.shared() && app.catch_up(h, &mut s);
            let applied = match chosen {
                Ok(i) => s.apply_bot(&task, i),
                Err(_) => {
                    s.broken = Some("the bot failed".into());
                    true
                }
            };
            // Stored under the lock: no reader sees a choice that another
            // server's change of the game then drops.
            if applied {
                // Another server may store a change that moves no decision
                // (a seat taken there) between the catch-up and this store:
                // the game loaded again is still at the decision, and the
                // same choice goes in again (a change of the game itself
                // refuses it: that server's move stands).
                for _ in 0..3 {
                    let again = app.persist(h, &mut s) == crate::Stored::Lost
                        && matches!(chosen, Ok(i) if s.apply_bot(&task, i));
                    if !again {
                        break;
                    }
                }
            }
            // The readers are told of a change brought from the database too.
            applied || caught_up
        };
        if changed {
            app.after_change(h);
        }
    }
    h.bot_queued.store(false, Ordering::Release);
    // A bot may have to decide again (or the game moved while it searched).
    app.wake_bot(h);
}
