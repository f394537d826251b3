#pragma once
// The precompiled header of the tst_ui_* programs: those are compiled with
// QT_WIDGETS_LIB, which changes what <QtTest> declares (QTEST_MAIN makes a
// QApplication), so they cannot share the other tests' header.
#include "tests/support/pch/test_pch.h"

#include <QApplication>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
