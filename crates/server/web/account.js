// Sign in, sign up (the login is a cookie the page never sees).
'use strict';
async function credentials(url) {
  const name = document.getElementById('acc-name').value.trim();
  const password = document.getElementById('acc-password').value;
  const j = await postJSON(url, { name, password });
  const r = document.getElementById('acc-result');
  if (j.error) { r.className = 'bad'; r.textContent = '✗ ' + errorText(j); return; }
  r.className = 'ok';
  r.textContent = tr('Вы вошли как ', 'Signed in as ') + j.name;
  location.href = '/';
}
document.getElementById('signin').onclick = () => credentials('/api/login');
document.getElementById('signup').onclick = () => credentials('/api/signup');
langButton(() => { translateStatic(); whoAmI(); });
translateStatic();
whoAmI();
