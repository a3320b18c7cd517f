      * FSIDX - file status codes of indexed and relative files (IBM
      * Language Reference, "File status key"): 00 02 21 22 23 10 14 24
      * 44, each DISPLAYed after the statement that sets it.
       IDENTIFICATION DIVISION.
       PROGRAM-ID. FSIDX.
       ENVIRONMENT DIVISION.
       INPUT-OUTPUT SECTION.
       FILE-CONTROL.
           SELECT KS ASSIGN TO KSDS
               ORGANIZATION IS INDEXED ACCESS MODE IS DYNAMIC
               RECORD KEY IS K-KEY
               ALTERNATE RECORD KEY IS K-ALT WITH DUPLICATES
               FILE STATUS IS FS-K.
           SELECT KQ ASSIGN TO KSEQ
               ORGANIZATION IS INDEXED ACCESS MODE IS SEQUENTIAL
               RECORD KEY IS Q-KEY FILE STATUS IS FS-Q.
           SELECT RR ASSIGN TO RRDS
               ORGANIZATION IS RELATIVE ACCESS MODE IS DYNAMIC
               RELATIVE KEY IS WS-RK FILE STATUS IS FS-R.
           SELECT LS ASSIGN TO LSEQ
               ORGANIZATION IS LINE SEQUENTIAL FILE STATUS IS FS-L.
           SELECT VF ASSIGN TO VFILE
               ORGANIZATION IS SEQUENTIAL FILE STATUS IS FS-V.
       DATA DIVISION.
       FILE SECTION.
       FD  KS.
       01  K-REC.
           05 K-KEY PIC X(3).
           05 K-ALT PIC X(2).
       FD  KQ.
       01  Q-REC.
           05 Q-KEY PIC X(3).
       FD  RR.
       01  R-REC PIC X(4).
       FD  LS.
       01  L-REC PIC X(4).
       FD  VF RECORD IS VARYING IN SIZE FROM 2 TO 6
               DEPENDING ON WS-LEN.
       01  V-REC PIC X(6).
       WORKING-STORAGE SECTION.
       01  FS-K PIC XX.
       01  FS-Q PIC XX.
       01  FS-R PIC XX.
       01  FS-L PIC XX.
       01  FS-V PIC XX.
       01  WS-RK PIC 9(2).
       01  WS-LEN PIC 9(2).
       PROCEDURE DIVISION.
           OPEN OUTPUT KS
           MOVE 'AAAXX' TO K-REC WRITE K-REC
           DISPLAY 'WRITE ' FS-K
           MOVE 'BBBXX' TO K-REC WRITE K-REC
           DISPLAY 'WRITE DUP ALT ' FS-K
           MOVE 'AAAYY' TO K-REC WRITE K-REC
           DISPLAY 'WRITE DUP KEY ' FS-K
           CLOSE KS
           OPEN I-O KS
           MOVE 'ZZZ' TO K-KEY READ KS END-READ
           DISPLAY 'READ NOT FOUND ' FS-K
           MOVE 'XX' TO K-ALT READ KS KEY IS K-ALT END-READ
           DISPLAY 'READ ALT ' FS-K ' ' K-REC
           MOVE 'CCC' TO K-KEY
           START KS KEY IS > K-KEY END-START
           DISPLAY 'START NOT FOUND ' FS-K
           MOVE 'AAA' TO K-KEY
           START KS KEY IS >= K-KEY END-START
           READ KS NEXT END-READ
           READ KS NEXT END-READ
           READ KS NEXT END-READ
           DISPLAY 'READ NEXT END ' FS-K
           MOVE 'QQQ' TO K-KEY DELETE KS END-DELETE
           DISPLAY 'DELETE NOT FOUND ' FS-K
           CLOSE KS
           OPEN OUTPUT KQ
           MOVE 'BBB' TO Q-KEY WRITE Q-REC END-WRITE
           MOVE 'AAA' TO Q-KEY WRITE Q-REC END-WRITE
           DISPLAY 'WRITE SEQUENCE ' FS-Q
           CLOSE KQ
           OPEN OUTPUT RR
           MOVE 3 TO WS-RK MOVE 'R3' TO R-REC WRITE R-REC END-WRITE
           DISPLAY 'WRITE SLOT ' FS-R
           WRITE R-REC END-WRITE
           DISPLAY 'WRITE SLOT AGAIN ' FS-R
           CLOSE RR
           OPEN I-O RR
           MOVE 5 TO WS-RK READ RR END-READ
           DISPLAY 'READ EMPTY SLOT ' FS-R
           CLOSE RR
           OPEN OUTPUT VF
           MOVE 9 TO WS-LEN WRITE V-REC
           DISPLAY 'WRITE TOO LONG ' FS-V
           CLOSE VF
           STOP RUN.
