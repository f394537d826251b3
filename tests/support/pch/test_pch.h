#pragma once
// Precompiled once and reused by every Qt Test program (tests/CMakeLists.txt:
// REUSE_FROM). Parsing <QtTest> alone takes GCC 6-8 s per file in C++20 mode,
// about a third of compiling a test; over a hundred tests, built twice in CI
// (release and ASan), that was the largest single cost of the CI run.
// Only widely used, stable headers belong here: a change to this file
// rebuilds every test.
#include <QtTest>

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <string>
#include <vector>

// What this header was compiled with, for pch_check.h: clang takes a
// precompiled header built without QT_GUI_LIB into a test compiled with it,
// and QTEST_MAIN then silently makes the wrong kind of application.
#ifdef QT_GUI_LIB
#define SYNSEMA_TEST_PCH_GUI 1
#else
#define SYNSEMA_TEST_PCH_GUI 0
#endif
#ifdef QT_WIDGETS_LIB
#define SYNSEMA_TEST_PCH_WIDGETS 1
#else
#define SYNSEMA_TEST_PCH_WIDGETS 0
#endif
