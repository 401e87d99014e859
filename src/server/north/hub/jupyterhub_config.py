# Strata's own JupyterHub configuration, used by the managed hub (src/server/north/managed-hub.ts).
# Everything that differs per run comes from STRATA_HUB_* environment variables set by Strata.
#
# Who is who: Strata is the only client of this hub. Its service token (admin:users, admin:servers,
# tokens) creates hub users named after Strata usernames, starts and stops their named servers (one
# per tool) and creates a token per user. Browsers never talk to the hub directly: Strata proxies
# {base}/north/user/<name>/... after checking its own session and adds that user's token, so the
# single-user server sees its owner and nobody else (the hub's scopes refuse other users' tokens).
# Nobody can log in to the hub itself (NullAuthenticator).
import json
import os
import signal
import threading
import time

from jupyterhub.spawner import SimpleLocalProcessSpawner

c = get_config()  # noqa: F821 (provided by JupyterHub)
env = os.environ

c.JupyterHub.bind_url = env['STRATA_HUB_BIND_URL']
c.JupyterHub.hub_bind_url = env['STRATA_HUB_API_URL']
c.ConfigurableHTTPProxy.api_url = env['STRATA_HUB_PROXY_API_URL']
c.ConfigurableHTTPProxy.pid_file = os.path.join(env['STRATA_HUB_DIR'], 'proxy.pid')
c.JupyterHub.pid_file = os.path.join(env['STRATA_HUB_DIR'], 'jupyterhub.pid')
c.JupyterHub.db_url = 'sqlite:///' + os.path.join(env['STRATA_HUB_DIR'], 'jupyterhub.sqlite')
c.JupyterHub.cookie_secret_file = os.path.join(env['STRATA_HUB_DIR'], 'jupyterhub_cookie_secret')
c.JupyterHub.authenticator_class = 'null'
c.JupyterHub.allow_named_servers = True
c.JupyterHub.named_server_limit_per_user = 0
c.JupyterHub.cleanup_servers = True
c.JupyterHub.cleanup_proxy = True

c.JupyterHub.services = [{'name': 'strata', 'api_token': env['STRATA_HUB_SERVICE_TOKEN']}]
c.JupyterHub.load_roles = [
    {
        'name': 'strata-service',
        'scopes': ['admin:users', 'admin:servers', 'tokens', 'read:users', 'access:servers'],
        'services': ['strata'],
    }
]

TIMEOUT = int(env.get('STRATA_HUB_START_TIMEOUT', '60'))


def _stop_when_strata_is_gone(strata_pid):
    # A Strata killed without closing (SIGKILL, a crash) cannot stop its hub; the hub notices that
    # it was handed to another parent and stops itself as on Strata's SIGTERM, tool servers included.
    while os.getppid() == strata_pid:
        time.sleep(2)
    os.kill(os.getpid(), signal.SIGTERM)


if env.get('STRATA_HUB_PARENT_PID'):
    threading.Thread(target=_stop_when_strata_is_gone, args=(int(env['STRATA_HUB_PARENT_PID']),), daemon=True).start()


class StrataToolSpawner(SimpleLocalProcessSpawner):
    """Runs the tool's command (from Strata's user options) in strata_tool_sandbox.py.

    The sandbox gives the tool a private view of the files: the user's workspace with their
    uploads mounted in it (read-only where they may not edit) and nothing else of Strata's data.
    """

    def _tool_options(self):
        options = self.user_options or {}
        if not options.get('command'):
            raise ValueError('Strata starts tool servers with a command in the user options.')
        return options

    async def start(self):
        options = self._tool_options()
        self.cmd = ['python3', env['STRATA_HUB_SANDBOX'], '--'] + list(options['command'])
        self.args = []
        self.default_url = options.get('default_url') or ''
        return await super().start()

    def get_env(self):
        result = super().get_env()
        options = self._tool_options()
        result.update(options.get('environment') or {})
        result['STRATA_TOOL_SANDBOX'] = json.dumps(options.get('sandbox') or {})
        return result


c.JupyterHub.spawner_class = StrataToolSpawner
c.SimpleLocalProcessSpawner.home_dir_template = os.path.join(env['STRATA_HUB_WORKSPACES'], '{username}')
c.Spawner.start_timeout = TIMEOUT
c.Spawner.http_timeout = TIMEOUT
c.JupyterHub.tornado_settings = {'slow_spawn_timeout': 0}
