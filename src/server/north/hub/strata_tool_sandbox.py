# Starts a tool server in a private mount namespace, without any Linux capabilities.
# Inside, Strata's data directory is covered by an empty tmpfs holding only `home`: the user's
# workspace, with each mounted upload's raw folder bound at home/uploads/<upload_id> (read-only
# unless the user may edit the upload). The tool cannot remount, so read-only stays read-only,
# and it sees neither other uploads nor Strata's database, keys or the hub's files.
#
# Usage: python3 strata_tool_sandbox.py -- COMMAND... ; the JSON in STRATA_TOOL_SANDBOX says
# {"data_dir", "workspace", "mounts": [{"source", "name", "read_only"}]}. '{workspace}' in COMMAND
# becomes the folder the tool sees.
import json
import os
import subprocess
import sys

INSIDE = 'STRATA_TOOL_SANDBOX_INSIDE'


def run(*args):
    subprocess.run(list(args), check=True)


def enter_namespace():
    unshare = ['unshare', '--mount', '--propagation', 'private']
    if os.geteuid() != 0:
        unshare.append('--map-root-user')
    os.environ[INSIDE] = '1'
    os.execvp('unshare', unshare + [sys.executable, os.path.abspath(__file__)] + sys.argv[1:])


def build_view(spec):
    pid = os.getpid()
    workspace = os.open(spec['workspace'], os.O_PATH | os.O_DIRECTORY)
    mounts = [(m['name'], os.open(m['source'], os.O_PATH | os.O_DIRECTORY), m['read_only']) for m in spec['mounts']]
    data_dir = spec['data_dir']
    run('mount', '-t', 'tmpfs', '-o', 'mode=755,size=16m', 'strata-tool', data_dir)
    home = os.path.join(data_dir, 'home')
    os.mkdir(home)
    run('mount', '--bind', f'/proc/{pid}/fd/{workspace}', home)
    for name, fd, read_only in mounts:
        target = os.path.join(home, 'uploads', name)
        os.makedirs(target, exist_ok=True)
        run('mount', '--bind', f'/proc/{pid}/fd/{fd}', target)
        if read_only:
            run('mount', '-o', 'remount,bind,ro', target)
    return home


def main():
    command = sys.argv[sys.argv.index('--') + 1:] if '--' in sys.argv else sys.argv[1:]
    if not command:
        sys.exit('strata_tool_sandbox: no command given')
    if os.environ.get(INSIDE) != '1':
        enter_namespace()
    spec = json.loads(os.environ.pop('STRATA_TOOL_SANDBOX', '{}'))
    home = build_view(spec)
    os.chdir(home)
    os.environ['HOME'] = home
    os.environ.pop(INSIDE, None)
    command = [part.replace('{workspace}', home) for part in command]
    drop = ['setpriv', '--bounding-set=-all', '--inh-caps=-all', '--no-new-privs']
    os.execvp('setpriv', drop + command)


main()
