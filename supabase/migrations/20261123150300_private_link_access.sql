-- The visitor's side of private links, second version (docs/supabase.md, section 11).
--
-- 1. Access remembered for the browser session. The static site's host cannot receive a cookie
--    from the Edge Function (another domain), so the function hands the page a short-lived
--    access token it signs itself (HMAC); the page keeps it in sessionStorage and sends it back
--    instead of the password. The token names a "grant": a fingerprint of the link's token hash
--    and current password hash, so a new password (or a new link) ends earlier accesses. The
--    function verifies its signature; this function checks that the grant is still current.
--
-- 2. A rate instead of a lock-out. Version one refused every visitor for 15 minutes after 5 wrong
--    passwords; anyone holding the address could lock the recipient out. Now at most 5 password
--    checks per link per minute: a guesser gets 7 200 a day at most against a bcrypt hash (behind
--    a 256-bit token they must already hold), and a visitor waits at most a minute after an
--    attack stops. Nothing about the visitor is stored: see section 11 for why there is no
--    per-client key.
drop function public.open_private_link(text, text, boolean);

create function public.open_private_link(
  p_token text,
  p_password text,
  p_count boolean,
  p_grant text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  l public.private_links;
  v_grant text;
  v_tries integer;
  v_since timestamptz;
begin
  select * into l from public.private_links
  where token_hash = encode(extensions.digest(coalesce(p_token, ''), 'sha256'), 'hex');
  if not found or l.disabled or (l.expires_on is not null and l.expires_on < (now() at time zone 'utc')::date) then
    return null;
  end if;
  if l.password_hash is not null then
    v_grant := encode(extensions.digest(l.token_hash || ':' || l.password_hash, 'sha256'), 'hex');
    if p_grant is null or p_grant <> v_grant then
      if p_password is null then
        return jsonb_build_object('state', 'password');
      end if;
      -- One atomic update counts the check before it runs, so parallel tries queue on the row
      -- and none slips past the rate.
      update public.private_links set
        failures = case when failures_since is null or failures_since <= now() - interval '1 minute'
                        then 1 else failures + 1 end,
        failures_since = case when failures_since is null or failures_since <= now() - interval '1 minute'
                              then now() else failures_since end
      where id = l.id
      returning failures, failures_since into v_tries, v_since;
      if v_tries > 5 then
        return jsonb_build_object(
          'state', 'throttled',
          'retry_after', greatest(1, ceil(extract(epoch from v_since + interval '1 minute' - now())))::integer);
      end if;
      -- Only bcrypt is checked here. A link exported from the local server keeps its argon2
      -- hash (and arrives disabled): no password opens it until the administrator sets one.
      if char_length(p_password) > 1024 or l.password_hash !~ '^\$2[abxy]\$' then
        return jsonb_build_object('state', 'wrong');
      end if;
      if extensions.crypt(p_password, l.password_hash) <> l.password_hash then
        return jsonb_build_object('state', 'wrong');
      end if;
    end if;
  end if;
  if p_count then
    update public.private_links set views = views + 1, last_visit_at = now() where id = l.id;
  end if;
  return jsonb_build_object(
    'state', 'ok',
    'grant', v_grant,
    'message', l.message,
    'films', coalesce(
      (select jsonb_agg(to_jsonb(v) order by lv.position)
         from public.private_link_videos lv join public.videos v on v.id = lv.video_id
        where lv.link_id = l.id),
      '[]'::jsonb)
  );
end;
$$;

revoke execute on function public.open_private_link(text, text, boolean, text)
from public, anon, authenticated;
grant execute on function public.open_private_link(text, text, boolean, text) to service_role;
