//! What the checks of our texts against the printed ones share.

/// Loosely normalized sentence: lowercase letters and digits only.
pub fn norm_sentence(s: &str) -> String {
    s.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .map(|c| if c == 'ё' { 'е' } else { c })
        .collect()
}
