from support.tiny_fixtures import tiny_engine, tiny_models_dir, tiny_root  # noqa: F401
