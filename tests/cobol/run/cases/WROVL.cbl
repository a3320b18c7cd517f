      * WROVL - a MOVE whose sender and receiver overlap.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. WROVL.
       DATA DIVISION.
       WORKING-STORAGE SECTION.
       01  G.
           05 A PIC X(4) VALUE 'ABCD'.
           05 B PIC X(4) VALUE 'EFGH'.
       01  H REDEFINES G PIC X(6).
       PROCEDURE DIVISION.
           MOVE H TO B
           STOP RUN.
