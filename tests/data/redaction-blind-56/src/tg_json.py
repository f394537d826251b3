#!/usr/bin/env python3
"""Writes src/19-norteno-telegram-json.src: the messages below laid out as Telegram Desktop's JSON export
(result.json: text as a string, or a list when it holds a phone entity, and text_entities), with the
[[TYPE:text]] markup kept inside the strings.  Run once by the author; the .src is the source of truth."""
import datetime, os, sys
sys.dont_write_bytecode = True
H = os.path.dirname(os.path.abspath(__file__))
TZ = datetime.timezone(datetime.timedelta(hours=-7))
K = ('[[PERSON:Karla Beltrán]] RH', '[[ID:user6018827345]]')
G = ('[[PERSON:Gustavo Armenta]]', '[[ID:user5418827731]]')
M = [(K, '10:14:08', ['Qué onda [[PERSON:Tavo]], cómo sigue esa mano? Ocupo unos datos pa la ST-7 del seguro']),
     (G, '10:21:47', ['Ahí la llevo plebe, me pusieron 6 puntadas en el [[ORGANIZATION:Regional 1]]. Dime qué ocupas']),
     (K, '10:23:02', ['Tu NSS, tu CURP y dónde vives ahorita, en el sistema sale la casa de tu amá']),
     (G, '10:31:55', ['NSS [[ID/mx-nss:43099218430]] CURP [[ID/mx-curp:AEBG920714HSLRLS05]]\\nAhorita estoy en '
                      '[[ADDRESS:Río Tamazula 418]], col. [[LOCATION:Aguaruto]], [[ZIP:80308]] [[LOCATION:Culiacán]]']),
     (G, '10:33:40', ['Incapacidad hasta el [[DATE:24 de marzo]]. La [[PERSON:Dra. Sicairos]] dice que vaya el '
                      '[[DATE:lunes 17]] a que me quiten los puntos']),
     (K, '11:02:36', ['Simón. [[PERSON:Inzunza]] ya hizo el reporte. La raya del [[DATE:viernes]] te cae a la misma CLABE de '
                      '[[ORGANIZATION:Banorte]]? [[ACCOUNT/mx-clabe:072730004188273163]]']),
     (G, '11:09:51', ['Esa mera. Si no te contesto márcale a mi morra, [[PERSON:Yadira]], al ',
                      ('phone', '[[PHONE/mx-mobile:667 555 0278]]')]),
     (K, '11:12:20', ['Va, cuídate. Cualquier cosa al ', ('phone', '[[PHONE/mx-mobile:667 555 0142]]'),
                      ' o a la oficina del [[ORGANIZATION:Empaque La Campiña]]'])]

def ent(t, x, ind):
    return '%s{\n%s "type": "%s",\n%s "text": "%s"\n%s}' % (ind, ind, t, ind, x, ind)

out = ['{', ' "name": "[[PERSON:Karla Beltrán]] RH",', ' "type": "personal_chat",', ' "id": [[ID:6018827345]],',
       ' "messages": [']
for i, ((frm, fid), hms, parts) in enumerate(M):
    iso = '2025-03-11T' + hms
    unix = int(datetime.datetime.fromisoformat(iso).replace(tzinfo=TZ).timestamp())
    segs = [('plain', p) if isinstance(p, str) else p for p in parts]
    if len(segs) == 1:
        text = '"%s"' % segs[0][1]
    else:
        items = ['    "%s"' % x if t == 'plain' else ent(t, x, '    ') for t, x in segs]
        if segs[-1][0] != 'plain': items.append('    ""')
        text = '[\n' + ',\n'.join(items) + '\n   ]'
    ents = ',\n'.join(ent(t, x, '    ') for t, x in segs)
    out += ['  {', '   "id": %d,' % (21807 + i), '   "type": "message",',
            '   "date": "[[DATE:2025-03-11]]T%s",' % hms, '   "date_unixtime": "[[IGNORE:%d]]",' % unix,
            '   "from": "%s",' % frm, '   "from_id": "%s",' % fid, '   "text": %s,' % text,
            '   "text_entities": [\n' + ents + '\n   ]', '  }' + (',' if i < len(M) - 1 else '')]
out += [' ]', '}']
open(os.path.join(H, '19-norteno-telegram-json.src'), 'w', encoding='utf-8').write('\n'.join(out) + '\n')
